import { databaseKinds } from '@gartenwerk/test-helpers';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import {
  adminCalls,
  call,
  configureShop,
  createProduct,
  MANY_ORDERS,
  STOREFRONT_BUILD,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import type { InvoiceDocument } from '../invoice/schemas';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import type { Order } from './schemas';

/**
 * Every date the shop writes is the Vienna calendar day: an order placed at 23:30 UTC is placed on the
 * next day in Vienna (00:30 in winter at UTC+1, 01:30 in summer at UTC+2), and its mail, its PDF, its
 * invoice and the customer's account all say so.
 */
describe.each(await databaseKinds())('Vienna dates on %s', (kind) => {
  let server: TestServer;
  let product: Product;
  const admin = adminCalls(() => server);

  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: STOREFRONT_BUILD, areaOptions: MANY_ORDERS });
    await configureShop(server);
    product = await createProduct(server, { title: 'Felsenbirne 100–125 cm' });
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: 10,
      reason: 'Inventur',
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  /** An order of the signed-in customer placed at `at`, paid at the same moment. */
  async function orderAt(at: string, key: string): Promise<Order> {
    // Only the clock is fixed: timers, the database and the network run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    const placed = await call(
      server,
      'POST',
      '/api/v0/shop_order/',
      {
        items: [{ item: product._id, amount: 1 }],
        email: 'kunde@gartenwerk.test',
        invoiceAddress: {
          type: 'person',
          first_name: 'Eva',
          last_name: 'Winter',
          address: 'Am Kai 3',
          zip: '3500',
          city: 'Krems',
          country: 'at',
        },
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
      server.userToken,
      { 'idempotency-key': key },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<Order>();
    expect((await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id })).statusCode).toBe(200);
    return order;
  }

  async function confirmationOf(order: Order): Promise<string> {
    const mails = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'orderConfirmation'), eq(outbox.to, 'kunde@gartenwerk.test')));
    const mail = mails.find((candidate) => candidate.text.includes(order.number));
    expect(mail).toBeDefined();
    return mail!.text;
  }

  it.each([
    ['a winter night (UTC+1)', '2026-11-28T23:30:00.000Z', '29.11.2026', '2026-11-29', 'winter'],
    ['a summer night (UTC+2)', '2026-06-30T23:30:00.000Z', '01.07.2026', '2026-07-01', 'summer'],
  ])('dates an order placed at 23:30 UTC on %s the next Vienna day', async (_, at, day, isoDay, key) => {
    const order = await orderAt(at, `vienna-${key}`);
    expect(order.created).toBe(at);

    expect(await confirmationOf(order)).toContain(`vielen Dank für Ihre Bestellung vom ${day}.`);

    const orderPdf = await pdfText((await admin('GET', `/api/v0/shop_order/${order._id}/pdf`)).rawPayload);
    expect(orderPdf).toContain(`Bestelldatum: ${day}`);
    expect(orderPdf).toContain(`Bezahlt am ${day}`);

    const invoice = (
      await admin('POST', '/api/v0/invoice/createFromUserData', { order: order._id })
    ).json<InvoiceDocument>();
    expect(invoice.date).toBe(isoDay);
    const invoicePdf = await pdfText(
      (await call(server, 'GET', `/api/v0/shop_order/${order._id}/invoice/pdf`, undefined, server.userToken))
        .rawPayload,
    );
    expect(invoicePdf).toContain(day);

    const account = await call(server, 'GET', '/account/orders', undefined, server.userToken);
    expect(account.statusCode).toBe(200);
    // The order's card: its number, then its date.
    expect(account.body).toMatch(
      new RegExp(
        `>Bestellung ${order.number}</a></h2>.*?<dt>Datum</dt><dd>${day.replaceAll('.', '\\.')}</dd>`,
      ),
    );
  });
});
