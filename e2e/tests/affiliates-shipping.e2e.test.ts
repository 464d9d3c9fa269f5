import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startStripeStandIn, type StripeStandIn } from '@gartenwerk/test-helpers';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, plainOrderableProducts, type RunningShop } from './server';

// Screenshots for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');

/**
 * A partner's link, the order it brings and the owner's affiliate screens; shipping discount rules
 * in the admin centre; the payouts chart on the payments screen.
 */
describe('affiliates, shipping discounts and the payouts chart', () => {
  let stripe: StripeStandIn;
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  let token: string;

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    stripe = await startStripeStandIn();
  });
  afterAll(async () => {
    await stripe?.close();
  });
  useShopInBrowser((opened) => ({ shop, browser, page } = opened), {
    env: () => ({ STRIPE_API_URL: stripe.url }),
    page: { viewport: { width: 1440, height: 900 } },
    adminAt: '/admincenter/dashboard',
  });

  beforeAll(async () => {
    token = await apiLogin(shop.baseUrl);
    await api('PUT', '/api/v0/shop/payment/settings', {
      test: {
        publishable_key: stripe.publishableKey,
        secret_key: stripe.secretKey,
        webhook_secret: stripe.webhookSecret,
      },
      live: { publishable_key: '', secret_key: '', webhook_secret: '' },
      release_after_minutes: 60,
    });
  });

  const shoot = async (name: string) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${name} at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
  };

  it('a visitor from a partner’s link orders, and the affiliate screens show the order and the commission', async () => {
    // The owner adds the partner in the admin centre.
    await page.goto(`${shop.baseUrl}/admincenter/shop/affiliates/new`);
    await page.getByLabel('Name', { exact: true }).fill('Gartenblog Wien');
    await page.getByLabel('Code', { exact: true }).fill('gartenblog');
    await page.getByLabel('Provision (%)', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admincenter\/shop\/affiliates\/[0-9a-f]{24}$/);
    const id = page.url().split('/').at(-1)!;

    const visitor = await browser.newContext({ locale: 'de-AT' });
    const landing = await visitor.newPage();
    await landing.goto(`${shop.baseUrl}/?ref=GARTENBLOG`);
    const cookie = (await visitor.cookies()).find((candidate) => candidate.name === 'gw_ref');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const [product] = await plainOrderableProducts(shop.baseUrl, token);
    const placed = await landing.request.post(`${shop.baseUrl}/api/v0/shop_order/`, {
      headers: { 'idempotency-key': 'affiliate-e2e-order-1' },
      data: {
        items: [{ item: product!._id, amount: 1 }],
        email: 'lena.huber@example.at',
        invoiceAddress: {
          type: 'person',
          first_name: 'Lena',
          last_name: 'Huber',
          address: 'Ringstraße 1',
          zip: '1010',
          city: 'Wien',
          country: 'at',
        },
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(placed.status()).toBe(200);
    const order = (await placed.json()) as { _id: string; number: string; total: number; affiliate: string };
    expect(order.affiliate).toBe(id);
    await visitor.close();
    await api('PUT', '/api/v0/shop/markPayed/', { _id: order._id });
    const commission = Math.round(order.total * 100 * 0.1) / 100;
    const euro = (amount: number) => `€ ${amount.toFixed(2).replace('.', ',')}`;

    await page.goto(`${shop.baseUrl}/admincenter/shop/affiliates`);
    const row = page.getByRole('row', { name: /Gartenblog Wien/ });
    await expect.poll(() => row.textContent()).toContain('GARTENBLOG');
    expect(await row.textContent()).toContain(euro(commission));
    await shoot('shop-affiliates');

    await row.getByRole('link', { name: 'Gartenblog Wien' }).click();
    const orders = page.getByRole('table', { name: 'Bestellungen über diesen Affiliate' });
    await orders.getByRole('link', { name: order.number }).waitFor();
    const months = page.getByRole('table', { name: 'Provision je Monat' });
    await expect.poll(() => months.textContent()).toContain(euro(commission));
    await shoot('shop-affiliate');
  });

  it('the owner adds a shipping discount rule on its screen', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/shop/shipping/discounts/new`);
    await page.getByLabel('Bezeichnung', { exact: true }).fill('Versandfrei ab 80 €');
    await page.getByLabel('Ab Warenwert', { exact: true }).fill('80');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/shipping\/discounts\/[0-9a-f]{24}$/);
    await shoot('shop-shipping-discount');
    await page.goto(`${shop.baseUrl}/admincenter/shop/shipping/discounts`);
    const row = page.getByRole('row', { name: /Versandfrei ab 80 €/ });
    await expect.poll(() => row.textContent()).toContain('kostenlos');
    expect(await row.textContent()).toContain('€ 80,00');
    await shoot('shop-shipping-discounts');
    const { items } = await api<{ items: Array<{ title: string; min_cart_value: number; type: string }> }>(
      'GET',
      '/api/v0/shop_shipping_discount/',
    );
    expect(items).toEqual([
      expect.objectContaining({ title: 'Versandfrei ab 80 €', min_cart_value: 80, type: 'free' }),
    ]);
  });

  it('the payments screen draws the payouts per month with a table of the same numbers', async () => {
    stripe.addPayout(12345, Math.floor(Date.UTC(2026, 8, 15) / 1000));
    stripe.addPayout(20000, Math.floor(Date.UTC(2026, 9, 3) / 1000));
    stripe.addPayout(5050, Math.floor(Date.UTC(2026, 9, 20) / 1000));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/shop/payments`);
    const chart = page.getByRole('img', { name: /Auszahlungen im Zeitverlauf/ });
    await chart.waitFor();
    const table = page.getByTestId('payout-chart-table');
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('row', { name: /September 2026/ }).textContent()).toContain('€ 123,45');
    expect(await table.getByRole('row', { name: /Oktober 2026/ }).textContent()).toContain('€ 250,50');
    await shoot('shop-payments');
  });
});
