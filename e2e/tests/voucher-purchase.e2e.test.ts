import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../../apps/server/test/pdf-text';
import { fillLogin, useShopInBrowser, waitForHydration } from './browser';
import { ADMIN, apiLogin, callApi, type RunningShop } from './server';

interface Voucher {
  _id: string;
  code: string;
  value: number;
  remaining: number;
  tags: string[];
}

describe('a voucher bought in the shop, paid, and printed as a PDF', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);

  useShopInBrowser((opened) => ({ shop, browser } = opened));
  beforeAll(async () => {
    token = await apiLogin(shop.baseUrl);
  });

  let orderNumber = '';
  let orderId = '';

  it('a guest buys the € 50 gift voucher at the checkout', async () => {
    const { items } = await api<{ items: Array<{ _id: string; title: string; type: string }> }>(
      'GET',
      '/api/v0/shop_product/?limit=100',
    );
    const giftVoucher = items.find((product) => product.title === 'Geschenkgutschein 50 €')!;
    expect(giftVoucher.type).toBe('voucher');

    const page = await browser.newPage({ locale: 'de-AT' });
    await page.goto(`${shop.baseUrl}/p/${giftVoucher._id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page.getByText('1 × „Geschenkgutschein 50 €“ liegt im Warenkorb.').waitFor();
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/shop\/cart\/checkout\/2$/);
    await waitForHydration(page);
    await page.getByLabel('E-Mail', { exact: true }).fill('paula.pichler@example.at');
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    await invoice.getByLabel('Vorname', { exact: true }).fill('Paula');
    await invoice.getByLabel('Nachname', { exact: true }).fill('Pichler');
    await invoice.getByLabel('Straße und Hausnummer', { exact: true }).fill('Obere Landstraße 12');
    await invoice.getByLabel('PLZ', { exact: true }).fill('3500');
    await invoice.getByLabel('Ort', { exact: true }).fill('Krems');
    await invoice.getByLabel('Land').selectOption('at');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/2');
    await page.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/checkout\/3$/);
    await page.getByRole('cell', { name: 'Geschenkgutschein 50 €' }).waitFor();
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/checkout\/done$/);
    orderNumber = (await page.getByText(/Ihre Bestellnummer:/).textContent())!
      .replace('Ihre Bestellnummer: ', '')
      .trim();
    await page.close();

    expect(orderNumber).toMatch(/^\d{4}-\d{5}$/);
    // The page shows the readable number; the API addresses the order by its id.
    const found = await api<{ items: Array<{ _id: string; number: string }> }>(
      'GET',
      `/api/v0/shop_order/?search=${encodeURIComponent(orderNumber)}`,
    );
    expect(found.items.map((order) => order.number)).toEqual([orderNumber]);
    orderId = found.items[0]!._id;
    const order = await api<{ total: number }>('GET', `/api/v0/shop_order/${orderId}`);
    expect(order.total).toBe(50);
    // Unpaid, it is no voucher yet.
    const vouchers = await api<{ items: Voucher[] }>('GET', '/api/v0/shop_voucher/');
    expect(vouchers.items.filter((voucher) => voucher.tags.includes('order'))).toEqual([]);
  });

  it('marked paid in the admin centre, the order becomes a € 50 voucher whose PDF carries code and value', async () => {
    const page: Page = await browser.newPage({ locale: 'de-AT' });
    await page.goto(`${shop.baseUrl}/admincenter/shop/orders/${orderId}`);
    await page.waitForURL(/\/login\?redirect=/);
    await fillLogin(page, ADMIN.handle, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await page
      .getByRole('alertdialog', { name: `Bestellung ${orderNumber} als bezahlt markieren?` })
      .getByRole('button', { name: 'Als bezahlt markieren' })
      .click();
    await page.getByText('Als bezahlt markiert; der Kunde wurde benachrichtigt.').waitFor();

    const { items } = await api<{ items: Voucher[] }>('GET', '/api/v0/shop_voucher/');
    const bought = items.filter((voucher) => voucher.tags.includes('order'));
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ value: 50, remaining: 50 });
    const { code, _id } = bought[0]!;

    // A second "paid" creates no second voucher.
    await api('PUT', '/api/v0/shop/markPayed/', { _id: orderId });
    const again = await api<{ items: Voucher[] }>('GET', '/api/v0/shop_voucher/');
    expect(again.items.filter((voucher) => voucher.tags.includes('order'))).toHaveLength(1);

    await page.goto(`${shop.baseUrl}/admincenter/shop/voucher/edit/${encodeURIComponent(_id)}`);
    await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
    const frame = page.getByTitle('PDF-Vorschau des Gutscheins');
    await frame.waitFor({ timeout: 90_000 });
    const src = (await frame.getAttribute('src'))!;
    const bytes = Uint8Array.from(
      await page.evaluate(async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())], src),
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Gutschein ${code}`);
    const text = await pdfText(bytes);
    expect(text).toContain('50,00');
    expect(text).toContain(code);
    await page.screenshot({ path: '.test-results/voucher-pdf.png', fullPage: true });
    await page.close();

    // The code pays at the checkout: the server knows its € 50.
    const verified = await fetch(`${shop.baseUrl}/api/v0/shop/voucher/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(await verified.json()).toEqual({ price: 50 });
  });
});
