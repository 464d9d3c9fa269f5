import { databaseKinds } from '@gartenwerk/test-helpers';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import {
  anAddress,
  bearer,
  call,
  configureShop,
  createProduct,
  MANY_ORDERS,
  startTestServer,
  type CallMethod,
  type TestServer,
} from '../../../test/support';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import type { Order } from './schemas';

const GERMAN = { 'accept-language': 'de-AT,de;q=0.9' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

/**
 * An English customer's mails, order PDF and invoice name the goods by the English names written when
 * the order was placed, with English money (€1,234.50, as the English pages write it); a German
 * customer's and the owner's read the German names and € 1.234,50.
 */
describe.each(await databaseKinds())('English names in an English order’s documents on %s', (kind) => {
  let server: TestServer;
  let product: Product;
  let red: string;
  const admin = (method: CallMethod, url: string, payload?: unknown) =>
    call(server, method, url, payload, server.adminToken);

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    await configureShop(server);
    red = (
      await admin('POST', '/api/v0/shop_color/', { title: 'Rot', title_en: 'Red', code: '#c0392b' })
    ).json<{
      _id: string;
    }>()._id;
    product = await createProduct<Product>(server, {
      title: 'Kletterrose Gloria Dei',
      name_en: 'Climbing rose Peace',
      price: 617.25,
      variants: [{ key: 'c5', value: '5-l-Container', value_en: '5 l pot' }],
      colors: [red],
    });
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: 20,
      reason: 'Inventur',
    });
  });
  afterAll(() => server.close());

  let keys = 0;
  async function place(email: string, language: Record<string, string>): Promise<Order> {
    const placed = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { ...language, ...bearer(server.userToken), 'idempotency-key': `english-names-${keys++}` },
      payload: {
        items: [{ item: product._id, amount: 2, variant: 'c5', customization: { color: red } }],
        email,
        invoiceAddress: anAddress(),
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json<Order>();
  }
  const mailTo = async (to: string, template: string, number: string) =>
    (await server.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.created)))
      .filter((mail) => mail.template === template)
      .find((mail) => mail.text.includes(number))!.text;

  it('keeps the English names with an English order and uses them in its mail, PDF and invoice', async () => {
    const order = await place('jane@example.co.uk', ENGLISH);
    expect(order.items[0]).toMatchObject({
      title: 'Kletterrose Gloria Dei',
      title_en: 'Climbing rose Peace',
      variant_title: '5-l-Container',
      variant_title_en: '5 l pot',
      color_title: 'Rot',
      color_title_en: 'Red',
    });

    const confirmation = await mailTo('jane@example.co.uk', 'orderConfirmation', order.number);
    expect(confirmation).toContain('2 × Climbing rose Peace (5 l pot) at €617.25: €1,234.50\n   Colour: Red');
    expect(confirmation).not.toContain('Gloria Dei');
    // The owner reads the order in German, with German money.
    const notification = await mailTo('chefin@gartenwerk.test', 'orderNotification', order.number);
    expect(notification).toContain(
      '2 × Kletterrose Gloria Dei (5-l-Container) à € 617,25: € 1.234,50\n   Farbe: Rot',
    );

    // The names as ordered stay, whatever the product is called later.
    expect(
      (await admin('PUT', `/api/v0/shop_product/${product._id}`, { name_en: 'Rose Peace' })).statusCode,
    ).toBe(200);
    const pdf = await pdfText((await admin('GET', `/api/v0/shop_order/${order._id}/pdf`)).rawPayload);
    expect(pdf).toContain('Climbing rose Peace (5 l pot)');
    expect(pdf).toContain('Colour: Red');
    expect(pdf).toContain('€1,234.50');
    expect(pdf).not.toContain('Gloria Dei');

    expect((await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id })).statusCode).toBe(200);
    const created = await admin('POST', '/api/v0/invoice/createFromUserData', { order: order._id });
    expect(created.statusCode, created.body).toBe(200);
    const invoice = await pdfText(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/v0/shop_order/${order._id}/invoice/pdf`,
          headers: bearer(server.userToken),
        })
      ).rawPayload,
    );
    expect(invoice).toContain('Climbing rose Peace (5 l pot)');
    expect(invoice).toContain('Colour: Red');
    expect(invoice).not.toContain('Gloria Dei');
    await admin('PUT', `/api/v0/shop_product/${product._id}`, { name_en: 'Climbing rose Peace' });
  });

  it('names a German order’s goods in German, with German money', async () => {
    const order = await place('anna@example.at', GERMAN);
    expect(order.items[0]).not.toHaveProperty('title_en');
    expect(order.items[0]).not.toHaveProperty('color_title_en');
    const confirmation = await mailTo('anna@example.at', 'orderConfirmation', order.number);
    expect(confirmation).toContain(
      '2 × Kletterrose Gloria Dei (5-l-Container) à € 617,25: € 1.234,50\n   Farbe: Rot',
    );
    const pdf = await pdfText((await admin('GET', `/api/v0/shop_order/${order._id}/pdf`)).rawPayload);
    expect(pdf).toContain('Kletterrose Gloria Dei (5-l-Container)');
    expect(pdf).toContain('€ 1.234,50');
    expect(pdf).not.toContain('Climbing rose');
  });

  it('answers the checkout summary with the English names beside the German ones', async () => {
    const quote = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/checkout/quote',
      headers: ENGLISH,
      payload: { items: [{ item: product._id, amount: 1, variant: 'c5', customization: { color: red } }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().items[0]).toMatchObject({
      title: 'Kletterrose Gloria Dei',
      title_en: 'Climbing rose Peace',
      variant_title_en: '5 l pot',
      color_title_en: 'Red',
    });
  });
});
