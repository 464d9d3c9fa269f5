import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useShopInBrowser, waitForHydration } from './browser';
import type { RunningShop } from './server';

/** The public routes of the spec and a word of the seeded entry's title each shows. */
const PUBLIC_PAGES = [
  ['/', 'Gartenwerk'],
  ['/Aktuelles', 'Gartenwerk'],
  ['/Planung', 'Planung'],
  ['/Kontakt', 'Kontakt'],
  ['/Aktionen', 'Aktionen'],
  ['/Lebensbaeume', 'Lebensbäume'],
  ['/Team', 'Team'],
  ['/Projekte', 'Projekte'],
  ['/Jobs', 'Jobs'],
  ['/AGB', 'Geschäftsbedingungen'],
  ['/Shopinfo', 'Shopinfo'],
  ['/Oeffnungszeiten', 'Öffnungszeiten'],
  ['/Gutscheine', 'Gutscheine'],
  ['/Aktuelles/neue-obstbaumsorten', 'Neue Obstbaumsorten'],
  ['/shop/obstbaeume', 'Obstbäume'],
  ['/shop/obstbaeume/apfel-topaz-halbstamm', 'Topaz'],
] as const;

/** Collects console errors, page errors and failed responses of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('public site served by the built server', () => {
  let shop: RunningShop;
  let browser: Browser;
  useShopInBrowser((opened) => ({ shop, browser } = opened));

  it('renders every public route on the server with its title, description and og tags', async () => {
    for (const [path, word] of PUBLIC_PAGES) {
      const response = await fetch(`${shop.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).toContain(word);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html, path).toContain(`<meta property="og:url" content="${shop.baseUrl}${path}">`);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it('answers 404 with the not-found page for unknown pages and news items', async () => {
    for (const path of ['/gibt-es-nicht', '/Aktuelles/gibt-es-nicht', '/Projekte/gibt-es-nicht']) {
      const response = await fetch(`${shop.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Seite nicht gefunden – Gartenwerk</title>');
      expect(html).toContain('Seite nicht gefunden</h1>');
    }
  });

  it('describes a product page for search engines (schema.org Product) and hydrates it without an error', async () => {
    const path = '/shop/obstbaeume/apfel-topaz-halbstamm';
    const html = await (await fetch(`${shop.baseUrl}${path}`)).text();
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? 'null')).toMatchObject({
      '@type': 'Product',
      name: "Apfel 'Topaz' Halbstamm",
      url: `${shop.baseUrl}${path}`,
      offers: {
        '@type': 'Offer',
        price: '49.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });

    const page = await browser.newPage({ locale: 'de-AT' });
    const errors = watchErrors(page);
    await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the news list and sets its columns by the window width', async () => {
    const page = await browser.newPage({ locale: 'de-AT', viewport: { width: 1000, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${shop.baseUrl}/Aktuelles`, { waitUntil: 'load' });
    await waitForHydration(page);
    const columns = () => page.locator('.lazy-list__column').count();
    await expect.poll(columns).toBe(2);
    expect(
      await page.getByRole('feed', { name: 'Neuigkeiten' }).getByRole('article').count(),
    ).toBeGreaterThan(0);

    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(columns).toBe(1);
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect.poll(columns).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the self-hosted captcha on /Kontakt and the server refusal of a wrong answer at it', async () => {
    const page = await browser.newPage({ locale: 'de-AT' });
    const errors = watchErrors(page);
    await page.goto(`${shop.baseUrl}/Kontakt`, { waitUntil: 'load' });
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Kontaktformular' });
    const captcha = form.getByRole('img', { name: 'Rechenaufgabe der Sicherheitsabfrage' });
    await captcha.waitFor();
    const firstTask = await captcha.getAttribute('src');
    expect(firstTask).toMatch(/^data:image\/svg\+xml/);

    // Client rules first: nothing reaches the server.
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await form.getByText('Der Name ist zu kurz (mindestens 2 Zeichen).').waitFor();

    await form.getByLabel('Name *').fill('Maria Gärtner');
    await form.getByLabel('E-Mail *').fill('maria@example.at');
    await form.getByLabel('Nachricht *').fill('Bitte um ein Angebot für 40 m Hecke.');
    // No sum of the task is this large, so the answer is wrong.
    await form.getByLabel('Sicherheitsabfrage: Ergebnis der Rechenaufgabe *').fill('99999');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await form
      .getByText(
        'Die Antwort der Sicherheitsabfrage ist falsch. Bitte versuchen Sie es mit einer neuen Aufgabe.',
      )
      .waitFor();
    // A new task replaces the used one.
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(firstTask);
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await page.close();
  });
});
