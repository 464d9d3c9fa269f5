import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { fillLogin, waitForHydration } from './browser';
import { ADMIN, apiLogin, callApi, startShop, type RunningShop } from './server';

interface Order {
  _id: string;
  email: string;
  total: number;
  shippingMethod: string;
  selectedPayment: string;
  totals: { total: number; vat_total: number; vat_exempt: boolean; shipping: number };
  vat_id_check: { uid: string; valid: boolean | null; request_identifier: string | null } | null;
  pickupWindow?: { start: string; end: string } | null;
}

interface PickupWindow {
  start: string;
  end: string;
  free: number;
}

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'checkout');

/**
 * A stand-in for the EU's VIES REST interface at its network boundary: DE123456789 is registered,
 * every other uid is not.
 */
async function startVies(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const asked = JSON.parse(body || '{}') as { countryCode?: string; vatNumber?: string };
      const valid = asked.countryCode === 'DE' && asked.vatNumber === '123456789';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          countryCode: asked.countryCode,
          vatNumber: asked.vatNumber,
          requestDate: '2026-11-25T09:00:00.000Z',
          valid,
          requestIdentifier: valid ? 'WAPIAAAAZ2hUPMQ9' : '',
          name: valid ? 'Gärtnerei Blum KG' : '---',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The euro amounts as the shop writes them ("€ 282,50"), spaces normalised. */
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/**
 * The apricot costs 56,50 € entered with Austria's 13 % (50,00 € net): 56,50 € in Austria, 53,50 € with
 * Germany's 7 %, 50,00 € for a company abroad whose uid VIES confirms. Every amount below is worked
 * out from these by hand; five trees reach the free shipping of both countries (Austria from 150 €,
 * Germany from 250 €).
 */
/**
 * The Saturday of the week the footer shows today: the demo nursery opens longer in spring
 * (March to May) and shorter in winter (December to February) than the rest of the year.
 */
function saturdayHoursToday(): string {
  const month = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', month: 'numeric' }).format(new Date()),
  );
  if (month === 12 || month <= 2) return 'Sa9:00 – 12:00 Uhr';
  if (month <= 5) return 'Sa8:00 – 17:00 Uhr';
  return 'Sa8:00 – 13:00 Uhr';
}

describe('checkout: what customers see and are charged', () => {
  let shop: RunningShop;
  let vies: Awaited<ReturnType<typeof startVies>>;
  let browser: Browser;
  let token: string;
  let apricot: { _id: string; title: string };

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);
  const orderOf = async (email: string) => {
    const { items } = await api<{ items: Order[] }>('GET', `/api/v0/shop_order/?search=${email}`);
    expect(items).toHaveLength(1);
    return items[0]!;
  };

  beforeAll(async () => {
    vies = await startVies();
    shop = await startShop({ VIES_URL: vies.url });
    browser = await launchChromium();
    token = await apiLogin(shop.baseUrl);
    apricot = await api('POST', '/api/v0/shop_product/', {
      title: "Marille 'Ungarische Beste' Halbstamm",
      price: 56.5,
      vat_groups: ['pflanzen'],
      shipping_groups: ['spedition'],
      expected_days_until_shipping: 14,
    });
    await api('POST', '/api/v0/shop_stock/adjust', {
      product: apricot._id,
      quantity: 100,
      reason: 'Inventur',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await vies?.close();
  });

  async function openProduct(page: Page) {
    await page.goto(`${shop.baseUrl}/p/${apricot._id}`);
    await page.getByRole('heading', { level: 1, name: apricot.title }).waitFor();
    await waitForHydration(page);
  }

  async function putIntoCart(page: Page, amount: number) {
    await page.getByLabel('Menge', { exact: true }).fill(String(amount));
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page.getByText(`${amount} × „${apricot.title}“ liegt im Warenkorb.`).waitFor();
  }

  async function fillAddress(page: Page, fields: Record<string, string>) {
    const group = page.getByRole('group', { name: 'Rechnungsadresse' });
    for (const [label, value] of Object.entries(fields)) {
      if (label === 'Land') await group.getByLabel(label).selectOption({ label: value });
      else if (label === 'Art') await group.getByRole('radio', { name: value }).check();
      else await group.getByLabel(label, { exact: true }).fill(value);
    }
  }

  /** From the cart through the three steps; stops on the review. */
  async function checkout(page: Page, email: string, address: Record<string, string>, payment: string) {
    await page.goto(`${shop.baseUrl}/checkout`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/shop\/cart\/checkout\/2$/);
    await waitForHydration(page);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await fillAddress(page, address);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/2');
    await page.getByRole('radio', { name: payment }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/checkout\/3$/);
    await page.getByTestId('order-total').waitFor();
  }

  async function placeOrder(page: Page) {
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/checkout\/done$/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
  }

  const anna = {
    Vorname: 'Anna',
    Nachname: 'Gruber',
    'Straße und Hausnummer': 'Kirchengasse 4',
    PLZ: '3500',
    Ort: 'Krems',
    Land: 'Österreich',
  };
  const blum = (uid: string) => ({
    Art: 'Firma',
    Firmenname: 'Gärtnerei Blum KG',
    'UID-Nummer': uid,
    Vorname: 'Jonas',
    Nachname: 'Blum',
    'Straße und Hausnummer': 'Gartenweg 7',
    PLZ: '80331',
    Ort: 'München',
    Land: 'Deutschland',
  });

  it('an Austrian consumer pays the entered price, 13 % VAT included', async () => {
    const page = await browser.newPage({ locale: 'de-AT' });
    await openProduct(page);
    expect(await text(page, 'price')).toBe('€ 56,50');
    await putIntoCart(page, 5);
    await page.goto(`${shop.baseUrl}/checkout`);
    expect(await text(page, 'line-total')).toBe('€ 282,50');
    expect(await text(page, 'total')).toBe('€ 282,50');

    await checkout(page, 'anna.gruber@example.at', anna, 'Vorkasse (Überweisung)');
    // 5 × 6,50 € VAT; shipping free from 150 €; sent in 14 days, then 2–4 working days by freight to Austria.
    const review = page.getByRole('form', { name: 'Bestellübersicht' });
    await review.getByText('enthaltene MwSt. 13 %').waitFor();
    expect(await review.getByRole('row', { name: /enthaltene MwSt. 13 %/ }).textContent()).toContain('32,50');
    expect(await text(page, 'order-total')).toBe('€ 282,50');
    await review.getByText('Kirchengasse 4').first().waitFor();
    expect(await text(page, 'review-delivery-time')).toBe('Lieferzeit 16–18 Werktage');
    expect(await review.getByRole('link', { name: 'Widerrufsbelehrung' }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/checkout-at-review.png', fullPage: true });
    await placeOrder(page);

    const order = await orderOf('anna.gruber@example.at');
    expect(order.total).toBe(282.5);
    expect(order.totals).toMatchObject({ vat_total: 32.5, shipping: 0, vat_exempt: false });
    await page.close();
  });

  it('a German consumer picks Deutschland in the header and sees and pays German prices (7 %)', async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    await openProduct(page);
    expect(await text(page, 'price')).toBe('€ 56,50');
    await page.getByLabel('Lieferland').selectOption({ label: 'Deutschland' });
    await expect.poll(() => text(page, 'price')).toBe('€ 53,50');
    // The choice holds for the session: the next page the server renders prices for Germany too.
    await page.reload();
    expect(await text(page, 'price')).toBe('€ 53,50');
    await waitForHydration(page);
    await putIntoCart(page, 5);
    await page.goto(`${shop.baseUrl}/checkout`);
    expect(await text(page, 'total')).toBe('€ 267,50');

    await waitForHydration(page);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/shop\/cart\/checkout\/2$/);
    await waitForHydration(page);
    // The checkout starts with the country chosen in the header.
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    await expect.poll(() => invoice.getByLabel('Land').inputValue()).toBe('de');
    await checkout(
      page,
      'lena.maier@example.de',
      { ...anna, Vorname: 'Lena', Nachname: 'Maier', PLZ: '80331', Ort: 'München', Land: 'Deutschland' },
      'Vorkasse (Überweisung)',
    );
    const review = page.getByRole('form', { name: 'Bestellübersicht' });
    // 5 × 3,50 € German VAT; shipping free from 250 €.
    expect(await review.getByRole('row', { name: /enthaltene MwSt. 7 %/ }).textContent()).toContain('17,50');
    expect(await text(page, 'order-total')).toBe('€ 267,50');
    await placeOrder(page);
    const order = await orderOf('lena.maier@example.de');
    expect(order.total).toBe(267.5);
    expect(order.totals).toMatchObject({ vat_total: 17.5, shipping: 0 });
    await page.close();
  });

  it('a pickup order with a chosen slot, paid in cash: the window in review, confirmation and order, no shipping, Austrian VAT', async () => {
    // The first free window the server offers (opening hours, lead day, places), as the page must name it.
    const [firstDay] = await api<Array<{ date: string; windows: PickupWindow[] }>>(
      'GET',
      '/api/v0/shop/pickup/windows',
    );
    const first = firstDay!.windows[0]!;
    expect(first.free).toBe(5);
    const clock = (at: string) =>
      new Intl.DateTimeFormat('de-AT', {
        timeZone: 'Europe/Vienna',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(at));
    const [year, month, day] = firstDay!.date.split('-');
    const windowText = `Abholung am ${day}.${month}.${year}, ${clock(first.start)}–${clock(first.end)} Uhr`;
    const page = await browser.newPage({ locale: 'de-AT' });
    await openProduct(page);
    await putIntoCart(page, 1);
    await page.goto(`${shop.baseUrl}/checkout`);
    // Without a postcode the cart can only estimate the shipping for the chosen country.
    await page.getByText('Versand nach Österreich, geschätzt').waitFor();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/shop\/cart\/checkout\/2$/);
    await waitForHydration(page);
    await page.getByLabel('E-Mail', { exact: true }).fill('franz.huber@example.at');
    await fillAddress(page, {
      ...anna,
      Vorname: 'Franz',
      Nachname: 'Huber',
      'Straße und Hausnummer': 'Herrengasse 1',
      PLZ: '8010',
      Ort: 'Graz',
    });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/2');
    // One tree is below the free-shipping amount: the carrier's 49,00 € are shown beside shipping.
    const shipping = page.getByRole('radio', { name: /^Versand/ });
    await expect
      .poll(async () => (await shipping.locator('..').textContent())?.replace(/\s+/g, ' '))
      .toContain('€ 49,00');
    await page.getByRole('radio', { name: /Abholung in der Baumschule/ }).check();
    await page.getByText('Abholung: Verkaufshof der Baumschule').waitFor();
    const slot = page.getByRole('group', { name: 'Abholtermin' });
    await page.getByRole('radio', { name: 'Barzahlung bei Abholung' }).check();
    // Without a window the step does not go on.
    await page.getByRole('button', { name: 'Weiter' }).click();
    await slot.getByRole('alert').getByText('Bitte wählen Sie Tag und Uhrzeit der Abholung.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/2');
    expect(await slot.getByLabel('Tag', { exact: true }).inputValue()).toBe(firstDay!.date);
    await slot.getByRole('radio', { name: `${clock(first.start)}–${clock(first.end)} noch 5 frei` }).check();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await slot.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-pickup-slot-${width}.png` });
    }
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/checkout\/3$/);
    await page.getByRole('region', { name: 'Abholung in der Baumschule' }).getByText(windowText).waitFor();
    const review = page.getByRole('form', { name: 'Bestellübersicht' });
    expect(await review.getByRole('row', { name: /enthaltene MwSt. 13 %/ }).textContent()).toContain('6,50');
    expect(await text(page, 'order-total')).toBe('€ 56,50');
    await placeOrder(page);
    // The confirmation says where and when to collect: the company's address, the footer's hours.
    const pickup = page.getByRole('region', { name: 'Abholung in der Baumschule' });
    await pickup.getByText('Gärtnerweg 1').waitFor();
    await pickup.getByText(windowText).waitFor();
    expect((await pickup.textContent())?.replace(/\s+/g, ' ')).toContain(saturdayHoursToday());
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/checkout-pickup-done-${width}.png`, fullPage: true });
    }
    const order = await orderOf('franz.huber@example.at');
    expect(order).toMatchObject({
      total: 56.5,
      shippingMethod: 'pickup',
      selectedPayment: 'cash_on_pickup',
      pickupWindow: { start: first.start, end: first.end },
    });
    // The window has one place fewer now.
    const [after] = await api<Array<{ date: string; windows: PickupWindow[] }>>(
      'GET',
      '/api/v0/shop/pickup/windows',
    );
    expect(after!.windows[0]).toEqual({ ...first, free: 4 });
    expect(order.totals.vat_total).toBe(6.5);
    await page.close();

    // The nursery lays the order out: the customer is told it is ready, once, with the window.
    const admin = await browser.newPage({ locale: 'de-AT' });
    await admin.goto(`${shop.baseUrl}/admincenter/shop/orders/${order._id}`);
    await admin.waitForURL(/\/login\?redirect=/);
    await fillLogin(admin, ADMIN.handle, ADMIN.password);
    await admin.getByTestId('order-ready').getByText('noch nicht bereit').waitFor();
    await admin.getByRole('button', { name: 'Bereit zur Abholung' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Bereit zur Abholung' }).click();
    await admin
      .getByTestId('order-ready')
      .getByText(/^bereit seit \d\d\.\d\d\.\d{4}/)
      .waitFor();
    expect(await admin.getByRole('button', { name: 'Bereit zur Abholung' }).count()).toBe(0);
    for (const width of [390, 1440]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.getByTestId('order-ready').scrollIntoViewIfNeeded();
      await admin.screenshot({ path: `${SHOTS}/admin-pickup-ready-${width}.png` });
    }
    const outbox = await api<{ items: Array<{ to: string; subject: string; text: string }> }>(
      'GET',
      '/api/v0/mail/outbox',
    );
    const ready = outbox.items.filter(
      (mail) => mail.to === 'franz.huber@example.at' && mail.subject.includes('liegt zur Abholung bereit'),
    );
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toContain(windowText);
    await admin.close();
  });

  it('a German company whose UID VIES confirms pays the net price; VIES’s answer is kept', async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    await openProduct(page);
    await putIntoCart(page, 5);
    await checkout(page, 'einkauf@blum.example', blum('DE123456789'), 'Vorkasse (Überweisung)');
    await page.getByText('Ihre UID wurde über das EU-System VIES bestätigt').waitFor();
    // The review's totals say so, once: the order summary stays away from the review.
    await page.getByText('Steuerfreie innergemeinschaftliche Lieferung').waitFor();
    expect(await page.getByTestId('summary-total').count()).toBe(0);
    // 5 × 50,00 € net, no VAT; 250 € reach Germany's free shipping.
    expect(await text(page, 'order-total')).toBe('€ 250,00');
    await page.screenshot({ path: '/tmp/checkout-company-review.png', fullPage: true });
    await placeOrder(page);
    const order = await orderOf('einkauf@blum.example');
    expect(order.total).toBe(250);
    expect(order.totals).toMatchObject({ vat_total: 0, vat_exempt: true });
    expect(order.vat_id_check).toMatchObject({
      uid: 'DE123456789',
      valid: true,
      request_identifier: 'WAPIAAAAZ2hUPMQ9',
    });
    await page.close();
  });

  it('a company whose UID VIES does not confirm pays German VAT and is told why', async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    await openProduct(page);
    await putIntoCart(page, 5);
    await checkout(page, 'einkauf@falsch.example', blum('DE000000000'), 'Vorkasse (Überweisung)');
    await page.getByText('Ihre UID wurde vom EU-System VIES nicht als gültig bestätigt.').waitFor();
    expect(await text(page, 'order-total')).toBe('€ 267,50');
    await placeOrder(page);
    const order = await orderOf('einkauf@falsch.example');
    expect(order.total).toBe(267.5);
    expect(order.totals).toMatchObject({ vat_total: 17.5, vat_exempt: false });
    expect(order.vat_id_check).toMatchObject({ uid: 'DE000000000', valid: false });
    await page.close();
  });
});
