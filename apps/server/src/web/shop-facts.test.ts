import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, STOREFRONT_BUILD, type TestServer } from '../../test/support';
import type { SiteConfig } from '../areas/config/schemas';
import { DEMO_SHIPPING_COUNTRIES, DEMO_SHIPPING_GROUPS } from '../seed/shop';

/** A server-rendered page's visible text: tags, React's text separators and entities resolved. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/[\s\u00a0]+/g, ' ')
    // A closing tag before punctuation ("<strong>Österreich</strong>:") leaves no space in the page.
    .replace(/ ([:.,;?])/g, '$1');

/** The page's main content, without the footer (which names the payment methods as marks too). */
const mainText = (html: string) => visibleText(html.slice(html.indexOf('<main'), html.indexOf('</main>')));

describe('the legal pages show the shop settings on pglite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      storefrontDist: STOREFRONT_BUILD,
      // A Monday of November: the seeded hours' regular week (no season) for the footer and pickup.
      areaOptions: { booking: { now: () => new Date('2026-11-16T09:00:00Z') } },
    });
    // The demo shop's rules (the shop seed is not part of the test server's seed).
    await setShop((shop) => {
      shop.shipping_groups = DEMO_SHIPPING_GROUPS;
      shop.shipping_countries = DEMO_SHIPPING_COUNTRIES;
      shop.pickup = { enabled: true, location: 'Verkaufshof der Baumschule' };
    });
  });
  afterAll(() => server.close());

  const page = async (url: string) => {
    const answer = await call(server, 'GET', url, undefined, undefined, { 'accept-language': 'de' });
    expect(answer.statusCode, url).toBe(200);
    return mainText(answer.body);
  };
  const config = async () => (await call(server, 'GET', '/api/v0/config/')).json<SiteConfig[]>()[0]!;
  const putConfig = async (update: Partial<SiteConfig>) => {
    const answer = await call(server, 'PUT', '/api/v0/config/', update, server.adminToken);
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const setShop = async (change: (shop: SiteConfig['components']['shop']) => void) => {
    const { components } = await config();
    change(components.shop);
    await putConfig({ components });
  };

  it('renders the shipping page from the seeded rules: countries, steps, zones, surcharges, thresholds, pickup', async () => {
    const text = await page('/Versandkosten');
    expect(text).toContain('Wir liefern nach: Österreich, Deutschland.');
    // The parcel steps by weight, Austria then Germany.
    expect(text).toContain('Paket (nach Gewicht)');
    expect(text).toContain('bis 5 kg € 5,90 € 7,90');
    expect(text).toContain('bis 15 kg € 8,90 € 11,90');
    expect(text).toContain('bis 31,5 kg € 12,90 € 16,90');
    expect(text).toContain('Diese Versandart kostenlos ab Warenwert € 80,00 € 120,00');
    // Freight by count, the Vienna zone at its own rates.
    expect(text).toContain('bis 20 Stück € 49,00 € 79,00');
    expect(text).toContain('Zone Österreich 1010–2399, bis 20 Stück: € 29,00');
    expect(text).toContain('Zone Österreich 1010–2399, bis 100 Stück: € 59,00');
    // Per country: the whole order's threshold, island surcharges and the cheaper zone near the nursery.
    expect(text).toContain(
      'Österreich: die ganze Bestellung versandkostenfrei ab € 150,00 Warenwert; für PLZ 3500–3599 versandkostenfrei ab € 50,00 Warenwert.',
    );
    expect(text).toContain(
      'Deutschland: die ganze Bestellung versandkostenfrei ab € 250,00 Warenwert; Zuschlag für PLZ 18565: € 25,00; Zuschlag für PLZ 25938–25999: € 25,00; Zuschlag für PLZ 26465–26486: € 25,00.',
    );
    // Pickup: the place, the company's address and the booking module's hours (the footer's too).
    expect(text).toContain('Abholung in der Baumschule: kostenlos.');
    expect(text).toContain(
      'Verkaufshof der Baumschule Gartenwerk Baumschule GmbH Gärtnerweg 1 3500 Krems an der Donau',
    );
    expect(text).toContain('Mo – Fr 8:00 – 18:00 Uhr Sa 8:00 – 13:00 Uhr So geschlossen');
    // No fixed figure of the old text.
    expect(text).not.toContain('€ 6,90');
    expect(text).not.toContain('€ 9,90');
  });

  it('shows a rate changed through the API on the page', async () => {
    await setShop((shop) => {
      const parcel = shop.shipping_groups!.find((group) => group.uuid === 'paket')!;
      parcel.unit[0]!.costs.at = 6.4;
      shop.shipping_countries!.find((country) => country.code === 'de')!.shipping_free_amount_treshhold = 300;
    });
    const text = await page('/Versandkosten');
    expect(text).toContain('bis 5 kg € 6,40 € 7,90');
    expect(text).not.toContain('€ 5,90');
    expect(text).toContain('Deutschland: die ganze Bestellung versandkostenfrei ab € 300,00 Warenwert');
  });

  it('names exactly the payment methods switched on, in the terms, privacy and shipping pages', async () => {
    for (const url of ['/Versandkosten', '/AGB', '/Privacy']) {
      const text = await page(url);
      expect(text, url).toContain('Vorkasse (Überweisung)');
      expect(text, url).toContain('Rechnung (für Kundenkonten, für die wir sie freigeschaltet haben)');
    }
    await setShop((shop) => {
      shop.paymentsources.invoice = { ...shop.paymentsources.invoice!, enabled: false };
    });
    for (const url of ['/Versandkosten', '/AGB', '/Privacy']) {
      const text = await page(url);
      expect(text, url).toContain('Vorkasse (Überweisung)');
      expect(text, url).toContain('Barzahlung bei Abholung');
      // "Rechnungen und Buchungsbelege" (what the privacy page keeps) is not the payment method.
      expect(text, url).not.toMatch(/Rechnung(?!en)/);
    }
    const privacy = await page('/Privacy');
    expect(privacy).not.toContain('Vorkasse und Rechnung');
    expect(privacy).not.toMatch(/\b(the|and|you|for) \b/);
  });

  it('builds the imprint from the company settings, leaving out what is not filled in, without the ODR platform', async () => {
    // The demo company's UID, phone and register number are zero-filled stand-ins.
    let text = await page('/Imprint');
    expect(text).toContain('Gartenwerk Baumschule GmbH Gärtnerweg 1 3500 Krems an der Donau Österreich');
    expect(text).toContain('E-Mail: office@gartenwerk.example');
    expect(text).not.toContain('ATU00000000');
    expect(text).not.toContain('000 000');
    expect(text).not.toContain('FN 000000x');
    expect(text).not.toMatch(/Streitbeilegungsplattform|ec\.europa\.eu/);

    const { company } = await config();
    await putConfig({
      company: {
        ...company,
        uid: 'ATU12345678',
        phone: '+43 2732 12 34 5',
        register: 'FN 123456a, LG Krems',
      },
    });
    text = await page('/Imprint');
    expect(text).toContain('Telefon: +43 2732 12 34 5');
    expect(text).toContain('UID-Nummer: ATU12345678');
    expect(text).toContain('Firmenbuch: FN 123456a, LG Krems');
  });

  it('renders /search with its results, and a near miss with "Meinten Sie" linking the search of the suggestion', async () => {
    const created = await call(
      server,
      'POST',
      '/api/v0/shop_product/',
      { title: "Thuja 'Smaragd' 120 cm", price: 24.9 },
      server.adminToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const exact = await call(server, 'GET', '/search?q=Thuja', undefined, undefined, {
      'accept-language': 'de',
    });
    expect(exact.statusCode).toBe(200);
    const found = mainText(exact.body);
    expect(found).toContain('1 Treffer für „Thuja“');
    expect(found).toContain("Thuja 'Smaragd' 120 cm");
    expect(found).not.toContain('Meinten Sie');

    const typo = await call(server, 'GET', '/search?q=Tuja', undefined, undefined, {
      'accept-language': 'de',
    });
    expect(typo.statusCode).toBe(200);
    const near = mainText(typo.body);
    expect(near).toContain('Meinten Sie: Thuja?');
    expect(near).toContain("Thuja 'Smaragd' 120 cm");
    expect(typo.body).toMatch(/<a[^>]+href="\/search\?q=Thuja"[^>]*>Thuja<\/a>/);
    // The heading names the word as typed; the suggestion is offered below it.
    expect(typo.body).toMatch(/<h1[^>]*>Suchergebnisse für „Tuja“<\/h1>/);
    expect(exact.body).toMatch(/<h1[^>]*>Suchergebnisse für „Thuja“<\/h1>/);

    const english = await call(server, 'GET', '/search?q=Tuja', undefined, undefined, { cookie: 'lang=en' });
    expect(english.body).toMatch(/<h1[^>]*>Search results for “Tuja”<\/h1>/);
    const englishText = mainText(english.body);
    expect(englishText).toContain('Did you mean: Thuja?');
    expect(englishText).toContain('1 result for “Tuja”');

    const empty = await call(server, 'GET', '/search', undefined, undefined, { 'accept-language': 'de' });
    expect(empty.body).toMatch(/<h1[^>]*>Suche<\/h1>/);
  });

  it('renders /Oeffnungszeiten from the booking module’s opening hours only, without the old weekly list', async () => {
    const entries = await call(server, 'GET', '/api/v0/entry/?route=/Oeffnungszeiten');
    const blocks = JSON.stringify(entries.json<{ items: Array<{ data: unknown }> }>().items[0]!.data);
    expect(blocks).not.toContain('<table');
    expect(blocks).not.toContain('nach Vereinbarung');
    expect(blocks).toContain('"kind":"opening_hours"');

    const answer = await call(server, 'GET', '/Oeffnungszeiten', undefined, undefined, {
      'accept-language': 'de',
    });
    const main = mainText(answer.body);
    // The block of booking/openinghours; the old weekly list of the page is not beside it.
    expect(answer.body).toContain('data-facts="opening_hours"');
    expect(main).not.toContain('Von Dezember bis Februar nach Vereinbarung.');
    // The footer, rendered on the server, shows the booking module's week too.
    const footer = visibleText(answer.body.slice(answer.body.indexOf('<footer')));
    expect(footer).toContain(
      'Öffnungszeiten Baumschule Mo – Fr 8:00 – 18:00 Uhr Sa 8:00 – 13:00 Uhr So geschlossen',
    );
    // The pickup details of the shipping page as well.
    const shipping = await page('/Versandkosten');
    expect(shipping).toContain('Mo – Fr 8:00 – 18:00 Uhr Sa 8:00 – 13:00 Uhr So geschlossen');
  });
});
