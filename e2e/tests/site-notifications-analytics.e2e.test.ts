import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, callApi, plainOrderableProducts, type RunningShop } from './server';
import { useShopInBrowser } from './browser';

/** Where the screens built for the notifications, analytics and events are photographed. */
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/site33-shots';
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

async function photograph(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS.desktop);
}

describe('the owner sees the visits and what happened', () => {
  let shop: RunningShop;
  let browser: Browser;
  let admin: Page;
  let token: string;

  useShopInBrowser(
    (running) => {
      ({ shop, browser, page: admin } = running);
    },
    { page: { viewport: WIDTHS.desktop }, adminAt: '/admincenter/dashboard' },
  );

  it('switches the components on', async () => {
    token = await apiLogin(shop.baseUrl);
    const [config] = await callApi<Array<{ enabled_components: string[] }>>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/config/',
    );
    await callApi(shop.baseUrl, token, 'PUT', '/api/v0/config/', {
      enabled_components: [...config!.enabled_components, 'analytics', 'notifications', 'events'],
    });
  });

  it('counts the pages a visitor sees, and the analytics screen shows them', async () => {
    // A person's browser: a headless one's User-Agent counts as a crawler.
    const visitor = await browser.newPage({
      baseURL: shop.baseUrl,
      locale: 'de-AT',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    });
    const counted = () =>
      visitor.waitForResponse(
        (response) => response.url().endsWith('/api/v0/analytics/view') && response.status() === 204,
      );
    let view = counted();
    await visitor.goto('/');
    await view;
    view = counted();
    await visitor.goto('/Kontakt');
    await view;
    await visitor.close();

    await admin.goto('/admincenter/analytics');
    await expect.poll(() => admin.getByTestId('analytics-views').textContent()).toBe('2');
    expect(await admin.getByTestId('analytics-visitors').textContent()).toBe('2');
    await admin.getByRole('heading', { name: 'Meistbesuchte Seiten' }).waitFor();
    await admin.getByRole('cell', { name: '/Kontakt', exact: true }).waitFor();
    await photograph(admin, 'analytics');
  });

  it('tells the owner about a new order with the unread badge', async () => {
    const [product] = await plainOrderableProducts(shop.baseUrl, token);
    const placed = await fetch(`${shop.baseUrl}/api/v0/shop_order/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'e2e-notification-order-1' },
      body: JSON.stringify({
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
      }),
    });
    expect(placed.status).toBe(200);
    const order = (await placed.json()) as { number: string };

    await admin.goto('/admincenter/dashboard');
    const bell = admin.getByRole('link', { name: 'Benachrichtigungen: 1 ungelesen' });
    await bell.waitFor();
    expect(await admin.getByTestId('notification-badge').textContent()).toBe('1');
    await bell.click();
    await admin.waitForURL(/\/admincenter\/notifications$/);
    await admin.getByRole('link', { name: `Neue Bestellung ${order.number}` }).waitFor();
    await photograph(admin, 'notifications');
    await admin.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
    await admin.getByRole('link', { name: 'Benachrichtigungen: keine ungelesen' }).waitFor();
    expect(await admin.getByTestId('notification-badge').count()).toBe(0);
  });

  it('lists and edits the events', async () => {
    await callApi(shop.baseUrl, token, 'POST', '/api/v0/event/', {
      title: 'Pflanzenmarkt im Frühling',
      start: '2027-04-10T07:00:00.000Z',
      end: '2027-04-10T15:00:00.000Z',
      place: 'Gärtnerei, Krems',
      capacity: 80,
    });
    await admin.goto('/admincenter/events');
    await admin.getByRole('link', { name: 'Pflanzenmarkt im Frühling' }).click();
    await admin.getByLabel('Ort').waitFor();
    await photograph(admin, 'event-edit');
    await admin.goto('/admincenter/events');
    await admin.getByRole('link', { name: 'Pflanzenmarkt im Frühling' }).waitFor();
    await photograph(admin, 'events');
  });
});
