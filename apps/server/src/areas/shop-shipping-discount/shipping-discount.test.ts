import { databaseKinds } from '@gartenwerk/test-helpers';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anAddress,
  call,
  configureShop,
  createProduct,
  MANY_ORDERS,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import { pdfText } from '../../../test/pdf-text';
import { outbox } from '../mail/table';
import type { Order } from '../shop-order/schemas';
import type { Product } from '../shop-product/schemas';

const vienna = anAddress();
const berlin = { ...vienna, zip: '10115', city: 'Berlin', country: 'de' };

describe.each(await databaseKinds())('shipping discounts on %s', (kind) => {
  let server: TestServer;
  let product: Product;
  let keys = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    await configureShop(server, (shop) => {
      shop.shipping_countries = [{ code: 'at' }, { code: 'de' }];
    });
    product = await createProduct(server);
  });
  afterAll(async () => server.close());

  const quote = async (address: typeof vienna, amount: number) =>
    (
      await call(server, 'POST', '/api/v0/shop/checkout/quote', {
        items: [{ item: product._id, amount }],
        invoiceAddress: address,
      })
    ).json();

  it('lets only admins write the rules, and anyone read them (the storefront prices with them)', async () => {
    const rule = { title: 'Versandfrei ab 50 €', type: 'free', min_cart_value: 50, countries: ['at'] };
    const guest = await call(server, 'POST', '/api/v0/shop_shipping_discount/', rule);
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('C100');
    const user = await call(server, 'POST', '/api/v0/shop_shipping_discount/', rule, server.userToken);
    expect(user.statusCode).toBe(403);
    expect(user.json().code).toBe('C100');
    const created = await call(server, 'POST', '/api/v0/shop_shipping_discount/', rule, server.adminToken);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...rule, active: true, value: 0, product_groups: [], roles: [] });
    const list = await call(server, 'GET', '/api/v0/shop_shipping_discount/');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { title: string }) => item.title)).toContain('Versandfrei ab 50 €');
    const change = await call(
      server,
      'PUT',
      `/api/v0/shop_shipping_discount/${created.json()._id}`,
      { active: false },
      server.userToken,
    );
    expect(change.json().code).toBe('C100');
    await call(
      server,
      'DELETE',
      `/api/v0/shop_shipping_discount/${created.json()._id}`,
      undefined,
      server.adminToken,
    );
  });

  it('refuses bad rules with 400 and a message naming the field', async () => {
    const type = await call(
      server,
      'POST',
      '/api/v0/shop_shipping_discount/',
      { title: 'Halb', type: 'half' },
      server.adminToken,
    );
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toContain('body/type');
    const country = await call(
      server,
      'POST',
      '/api/v0/shop_shipping_discount/',
      { title: 'Österreich', type: 'free', countries: ['AT'] },
      server.adminToken,
    );
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toContain('body/countries/0 must match pattern');
    const untitled = await call(
      server,
      'POST',
      '/api/v0/shop_shipping_discount/',
      { type: 'free' },
      server.adminToken,
    );
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toBe("body must have required property 'title'");
    const negative = await call(
      server,
      'POST',
      '/api/v0/shop_shipping_discount/',
      { title: 'Minus', type: 'flat', value: -1 },
      server.adminToken,
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('body/value must be >= 0');
  });

  it('applies the rules in the checkout’s quote and the placed order alike', async () => {
    const free = await call(
      server,
      'POST',
      '/api/v0/shop_shipping_discount/',
      { title: 'Österreich ab 50 €', type: 'free', min_cart_value: 50, countries: ['at'] },
      server.adminToken,
    );
    const flat = await call(
      server,
      'POST',
      '/api/v0/shop_shipping_discount/',
      { title: 'Deutschland 2,50 € weniger', type: 'flat', value: 2.5, countries: ['de'] },
      server.adminToken,
    );
    expect(flat.json().value).toBe(2.5);
    // 1 × 39,90 < 50: 6,90 shipping; 2 × 39,90 = 79,80 ≥ 50: free
    expect((await quote(vienna, 1)).totals).toMatchObject({ shipping: 6.9, total: 46.8 });
    expect((await quote(vienna, 2)).totals).toMatchObject({ shipping: 0, total: 79.8 });
    // Germany: 39,90 net 35,31 at 13 % → 37,78 gross at 7 %; 9,90 − 2,50 = 7,40 shipping
    const german = await quote(berlin, 1);
    expect(german.totals.shipping).toBe(7.4);
    const placed = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'idempotency-key': `shipping-discount-${kind}-${++keys}` },
      payload: {
        items: [{ item: product._id, amount: 1 }],
        email: 'lena.huber@example.de',
        invoiceAddress: berlin,
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(placed.statusCode).toBe(200);
    const order = placed.json<Order>();
    expect(order.totals.shipping).toBe(7.4);
    expect(order.totals.shipping_discount).toBe(2.5);
    expect(order.total).toBe(german.totals.total);
    // The mail and the PDF show the shipping before the discount and the discount as a line of its own.
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'orderConfirmation'), like(outbox.text, `%${order.number}%`)));
    expect(mail!.text).toContain('Versand: € 9,90\nVersandrabatt: −€ 2,50\n');
    const pdf = await call(
      server,
      'GET',
      `/api/v0/shop_order/${order._id}/pdf`,
      undefined,
      server.adminToken,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Versand\n€ 9,90\nVersandrabatt\n−€ 2,50\n');
    // No discount, no line.
    expect((await quote(vienna, 1)).totals.shipping_discount).toBe(0);
    // An inactive rule no longer applies.
    await call(
      server,
      'PUT',
      `/api/v0/shop_shipping_discount/${free.json()._id}`,
      { active: false },
      server.adminToken,
    );
    expect((await quote(vienna, 2)).totals).toMatchObject({ shipping: 6.9, total: 86.7 });
  });
});
