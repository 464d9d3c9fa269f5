import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

// Screenshots go next to the test results, for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');
const LAST_YEAR =
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date())) -
  1;

describe('the accounting dashboard in the admin centre', () => {
  let shop: RunningShop;
  let page: Page;
  /** The total of the shop order placed today. */
  let placedTotal: number;
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    page: { viewport: { width: 1440, height: 900 } },
    adminAt: `/admincenter/accounting/invoice/overview?from=${LAST_YEAR}-03-01&to=${LAST_YEAR}-04-30`,
  });

  /**
   * Last year's March and April: 3 × 24,90 at 13 % and 10 × 4,99 at 20 % (124,60 net, 19,69 VAT)
   * on 5 March, 2 × 150,00 at 20 % (300,00 net, 60,00 VAT) on 20 April; 200,00 at 20 % on
   * 10 February, in the period before.
   */
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiLogin(shop.baseUrl);
    const api = <T>(method: string, path: string, body?: unknown) =>
      callApi<T>(shop.baseUrl, token, method, path, body);
    const customer = await api<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
      type: 'company',
      company: 'Baumschule Rosenhain GmbH',
      address: 'Rosenweg 8',
      zip: '2340',
      city: 'Mödling',
      country: 'at',
    });
    const invoice = (date: string, lines: unknown[]) =>
      api('POST', '/api/v0/invoice/', {
        type: 'invoice',
        price_mode: 'net',
        customer_id: customer._id,
        date,
        lines,
        issue: true,
      });
    const line = (title: string, amount: number, price: number, vat_rate: number) => ({
      title,
      amount,
      unit: 'Stk.',
      price,
      vat_rate,
    });
    await invoice(`${LAST_YEAR}-03-05`, [
      line('Thuja Smaragd', 3, 24.9, 13),
      line('Rosendünger 1 kg', 10, 4.99, 20),
    ]);
    await invoice(`${LAST_YEAR}-04-20`, [line('Pflanzarbeit', 2, 150, 20)]);
    await invoice(`${LAST_YEAR}-02-10`, [line('Formschnitt', 1, 200, 20)]);
    // A shop order placed today, neither paid nor shipped.
    const product = await api<{ _id: string }>('POST', '/api/v0/shop_product/', {
      title: 'Hainbuche 125–150 cm',
      price: 16.9,
    });
    await api('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: 30,
      reason: 'Inventur',
    });
    placedTotal = (
      await api<{ total: number }>('POST', '/api/v0/shop_order/', {
        items: [{ item: product._id, amount: 2 }],
        email: 'eva.huber@example.at',
        invoiceAddress: {
          type: 'person',
          first_name: 'Eva',
          last_name: 'Huber',
          address: 'Kellergasse 3',
          zip: '3550',
          city: 'Langenlois',
          country: 'at',
        },
        selectedPayment: 'prepayment',
        termsAccepted: true,
      })
    ).total;
    // An order to pot tomorrow and to deliver in ten days: only the potting is within the next 7 days.
    const team = await api<{ _id: string }>('POST', '/api/v0/invoice_resource/', { name: 'Team Nord' });
    const order = await api<{ _id: string }>('POST', '/api/v0/invoice/', {
      type: 'order',
      customer_id: customer._id,
      lines: [line('Eibe 60–80 cm', 50, 19.9, 13)],
    });
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    const at = (hours: number) => new Date(hour + hours * 3_600_000).toISOString();
    await api('PUT', '/api/v1/invoice/production_plan', {
      _id: order._id,
      production_plan: [
        { uuid: 'pot', name: 'Topfen', start: at(24), end: at(26), resources: [team._id], status: 'open' },
        { uuid: 'deliver', name: 'Liefern', start: at(240), end: at(242), resources: [], status: 'open' },
      ],
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Rechnungsübersicht' }).waitFor();
  });

  it('shows the figures of the seeded invoices, their tables adding up, on a phone and a desktop', async () => {
    const kpis = page.getByLabel('Kennzahlen im Überblick');
    await kpis.getByText('€ 424,60').waitFor();
    expect(await kpis.textContent()).toContain('Vorperiode: € 200,00');
    const months = page.getByRole('table', { name: 'Umsatz pro Monat' });
    const rows = months.locator('tbody tr');
    expect(await rows.allInnerTexts()).toHaveLength(2);
    expect(await months.locator('tfoot').innerText()).toMatch(
      /€ 424,60[\s\S]*€ 79,69[\s\S]*€ 504,29[\s\S]*€ 200,00/,
    );
    const rates = page.getByRole('table', { name: 'Umsatz nach Steuersatz' });
    expect(
      (await rates.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim()),
    ).toEqual(['20 % € 349,90 € 69,98 € 419,88', '13 % € 74,70 € 9,71 € 84,41']);
    await page.getByRole('img', { name: 'Umsatz netto pro Monat, Zeitraum und Vorperiode' }).waitFor();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/accounting-dashboard-${width}.png`, fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `the accounting dashboard at ${width} px scrolls sideways`).toBe(false);
    }
  }, 120_000);

  it('shows the admin dashboard’s tiles and the accounting test, on a phone and a desktop', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/dashboard`);
    const tiles = page.getByRole('region', { name: 'Auf einen Blick' });
    await tiles.getByRole('link', { name: /^Bestellungen heute/ }).waitFor();
    // With the upcoming production stages and the day's pickups (none: the order placed here is shipped).
    expect(await tiles.getByRole('link').count()).toBe(9);
    expect(
      await tiles.getByRole('link', { name: /^Anstehende Produktionsschritte/ }).getAttribute('href'),
    ).toBe('/admincenter/accounting/invoice/calendar');
    const euros = `€ ${placedTotal.toFixed(2).replace('.', ',')}`;
    const tile = (name: RegExp) => tiles.getByRole('link', { name });
    expect(await tile(/^Bestellungen heute/).innerText()).toMatch(new RegExp(`${euros}\\s+1 Bestellung$`));
    expect(
      await tile(/^Heute zu versenden/)
        .locator('.dashboard-tiles__value')
        .innerText(),
    ).toBe('1');
    expect(
      await tile(/^Unbezahlt/)
        .locator('.dashboard-tiles__value')
        .innerText(),
    ).toBe('1');
    expect(
      await tile(/^Abholungen heute/)
        .locator('.dashboard-tiles__value')
        .innerText(),
    ).toBe('0');
    const stages = tiles.getByRole('link', { name: /^Anstehende Produktionsschritte/ });
    expect(await stages.locator('.dashboard-tiles__value').innerText()).toBe('1');
    expect(await stages.innerText()).toContain('als Nächstes: Topfen, ');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/admin-dashboard-${width}.png`, fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `the admin dashboard at ${width} px scrolls sideways`).toBe(false);
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/accounting/test`);
    await page.getByRole('heading', { level: 2, name: /^PDF-Vorlage: ✓ in Ordnung/ }).waitFor();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/accounting-test-${width}.png`, fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `the accounting test at ${width} px scrolls sideways`).toBe(false);
    }
    // The top of the accounting dashboard on a phone, for a closer look.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(
      `${shop.baseUrl}/admincenter/accounting/invoice/overview?from=${LAST_YEAR}-03-01&to=${LAST_YEAR}-04-30`,
    );
    await page.getByLabel('Kennzahlen im Überblick').getByText('€ 424,60').waitFor();
    await page.screenshot({ path: `${SHOTS}/accounting-dashboard-390-top.png` });
  }, 120_000);
});
