import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillLogin, useShopInBrowser } from './browser';
import { ADMIN, apiLogin, callApi, type RunningShop } from './server';

interface Order {
  _id: string;
  number: string;
  total: number;
  status: string;
}

describe('order handling in the admin centre', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;

  /** The API as the admin, by bearer token. */
  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);

  useShopInBrowser((opened) => ({ shop, browser } = opened));
  beforeAll(async () => {
    token = await apiLogin(shop.baseUrl);
  });

  it('the admin marks a customer’s order shipped, the customer is mailed, and sets the customer’s discount', async () => {
    const [config] = await api<Array<{ components: { shop: Record<string, unknown> } }>>(
      'GET',
      '/api/v0/config/',
    );
    config!.components.shop.vat_groups = [{ uuid: 'pflanzen', rates: { at: 13, de: 7 } }];
    config!.components.shop.shipping_groups = [
      { uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9, de: 9.9 } }] },
    ];
    await api('PUT', '/api/v0/config/', { components: config!.components });

    const customer = await api<{ _id: string }>('POST', '/api/v0/auth/', {
      handle: 'gerda.gruber@example.at',
      name: 'Gerda Gruber',
      roles: ['user'],
    });
    const product = await api<{ _id: string }>('POST', '/api/v0/shop_product/', {
      title: 'Hainbuche 100–125 cm',
      price: 8.9,
      vat_groups: ['pflanzen'],
      shipping_groups: ['paket'],
    });
    await api('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: 50,
      reason: 'Inventur',
    });
    const order = await api<Order>('POST', '/api/v0/shop_order/', {
      items: [{ item: product._id, amount: 5 }],
      email: 'gerda.gruber@example.at',
      invoiceAddress: {
        type: 'person',
        first_name: 'Gerda',
        last_name: 'Gruber',
        address: 'Kellergasse 3',
        zip: '3550',
        city: 'Langenlois',
        country: 'at',
      },
      selectedPayment: 'prepayment',
      termsAccepted: true,
      owner: customer._id,
    });
    // 5 × 8,90 plus 6,90 shipping (below the free-shipping threshold).
    expect(order.total).toBe(51.4);

    const page: Page = await browser.newPage({ locale: 'de-AT' });
    await page.goto(`${shop.baseUrl}/admincenter/shop/orders/${order._id}`);
    await page.waitForURL(/\/login\?redirect=/);
    await fillLogin(page, ADMIN.handle, ADMIN.password);
    await page.waitForURL(`${shop.baseUrl}/admincenter/shop/orders/${order._id}`);
    await page.getByRole('heading', { level: 1, name: `Bestellung ${order.number}` }).waitFor();
    expect(await page.getByTestId('order-total').textContent()).toBe('€ 51,40');
    expect(await page.getByTestId('order-status').textContent()).toBe('offen');
    await page.screenshot({ path: '/tmp/admin-orders-order.png', fullPage: true });

    await page.getByRole('button', { name: 'Als versendet markieren' }).click();
    await page
      .getByRole('alertdialog', { name: `Bestellung ${order.number} als versendet markieren?` })
      .getByRole('button', { name: 'Als versendet markieren' })
      .click();
    await page.getByText('Als versendet markiert; der Kunde wurde benachrichtigt.').waitFor();
    await page.getByTestId('order-status').getByText('teilweise erledigt').waitFor();

    const stored = await api<Order & { shipped: boolean }>('GET', `/api/v0/shop_order/${order._id}`);
    expect(stored).toMatchObject({ shipped: true, status: 'partial' });
    const outbox = await api<{ items: Array<{ to: string; subject: string; text: string }> }>(
      'GET',
      '/api/v0/mail/outbox',
    );
    const mail = outbox.items.find(
      (item) => item.subject === `Ihre Bestellung ${order.number} ist unterwegs`,
    );
    expect(mail).toMatchObject({ to: 'gerda.gruber@example.at' });
    expect(mail!.text).toContain('Hallo Gerda Gruber');

    // The print link serves the order's PDF to the signed-in admin.
    const pdfHref = await page.getByRole('link', { name: 'PDF drucken' }).getAttribute('href');
    const pdf = await page.request.get(`${shop.baseUrl}${pdfHref}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The customer's terms: an individual discount set in the browser is stored by the server.
    await page.getByRole('link', { name: 'Gerda Gruber' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gerda Gruber' }).waitFor();
    await page
      .getByRole('table', { name: 'Bestellungen des Kunden' })
      .getByRole('link', { name: order.number })
      .waitFor();
    await page.getByLabel('Individueller Rabatt (%)').fill('7.5');
    await page.getByLabel('Immer versandkostenfrei').check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Gespeichert').waitFor();
    await page.screenshot({ path: '/tmp/admin-orders-customer.png', fullPage: true });
    const user = await api<{ userData: { shop?: Record<string, unknown> } }>(
      'GET',
      `/api/v0/auth/${customer._id}`,
    );
    expect(user.userData.shop).toMatchObject({ discount: 7.5, shipping_free: true });

    // The list finds the order by the customer's name, now partly done.
    await page.goto(`${shop.baseUrl}/admincenter/shop/orders?status=partial&search=gerda`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.number }) });
    await row.getByText('teilweise erledigt').waitFor();
    await page.screenshot({ path: '/tmp/admin-orders-list.png' });
    await page.close();
  });
});
