import { databaseKinds } from '@gartenwerk/test-helpers';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  MANY_ORDERS,
  startTestServer,
  type TestServer,
  call,
  type CallMethod,
} from '../../../test/support';
import { pdfText } from '../../../test/pdf-text';
import { createSession, createUser } from '../auth/service';
import { outbox } from '../mail/table';
import { shopOrders } from '../shop-order/table';
import { invoiceDocuments } from './table';
import type { Order } from '../shop-order/schemas';
import type { Product } from '../shop-product/schemas';
import type { InvoiceDocument } from './schemas';

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()),
);

/** Today in Vienna, and a day so many days before it (YYYY-MM-DD). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
const daysAgo = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

const address = {
  type: 'person' as const,
  first_name: 'Maria',
  last_name: 'Huber',
  address: 'Kremser Gasse 2',
  zip: '3100',
  city: 'St. Pölten',
  country: 'at',
};

describe.each(await databaseKinds())('the invoice of every paid shop order on %s', (kind) => {
  let server: TestServer;
  const products: Record<string, Product> = {};
  const admin = (method: CallMethod, url: string, payload?: unknown) =>
    call(server, method, url, payload, server.adminToken);

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    await admin('PUT', '/api/v0/config/', {
      components: {
        ...config.components,
        shop: {
          ...config.components.shop,
          vat_groups: [
            { uuid: 'pflanzen', rates: { at: 13, de: 7 } },
            { uuid: 'normal', rates: { at: 20, de: 19 } },
          ],
          discount_groups: [
            { uuid: 'menge', type: 'percent', items: [{ from: 10, discount: 10 }], roles: ['alle'] },
            { uuid: 'aktion', type: 'flat', items: [{ from: 20, discount: 2 }], roles: ['alle'] },
          ],
          shipping_groups: [
            { uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9, de: 9.9 } }] },
          ],
        },
      },
    });
    const product = async (title: string, price: number, extra: object) => {
      const created = (
        await admin('POST', '/api/v0/shop_product/', { title, price, shipping_groups: ['paket'], ...extra })
      ).json<Product>();
      await admin('POST', '/api/v0/shop_stock/adjust', {
        product: created._id,
        quantity: 100,
        reason: 'Inventur',
      });
      return created;
    };
    products.hecke = await product('Hainbuche 80–100 cm', 12.9, {
      vat_groups: ['pflanzen'],
      discount_groups: ['menge'],
    });
    products.duenger = await product('Hornspäne 5 kg', 24.5, {
      vat_groups: ['normal'],
      discount_groups: ['aktion'],
    });
  });
  afterAll(() => server.close());

  async function placeOrder(key: string): Promise<Order> {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { ...bearer(server.userToken), 'idempotency-key': key },
      payload: {
        items: [
          { item: products.hecke!._id, amount: 5 },
          { item: products.duenger!._id, amount: 2 },
        ],
        email: 'kunde@gartenwerk.test',
        invoiceAddress: address,
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Order>();
  }

  it('writes the invoice when the order is paid: the lines, prices and VAT the customer was charged', async () => {
    const order = await placeOrder('shop-invoice-order-1');
    const early = await admin('POST', '/api/v0/invoice/createFromUserData', { order: order._id });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(`Die Bestellung ${order.number} ist noch nicht bezahlt.`);

    expect((await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id })).statusCode).toBe(200);
    const asked = await admin('POST', '/api/v0/invoice/createFromUserData', { order: order._id });
    expect(asked.statusCode).toBe(200);
    const invoice = asked.json<InvoiceDocument>();
    expect(invoice).toMatchObject({
      type: 'invoice',
      number: `RE-${year}-00001`,
      issued: true,
      shop_order_id: order._id,
      price_mode: 'gross',
      payment_status: 'paid',
      paid: 109.95,
      receiver: {
        first_name: 'Maria',
        last_name: 'Huber',
        city: 'St. Pölten',
        email: 'kunde@gartenwerk.test',
      },
    });
    // 5 × 12.90 less 10 % = 58.05 (13 %), 2 × 24.50 less 2 × 2.00 = 45.00 (20 %), shipping 6.90 split by
    // value: 3.89 at 13 %, 3.01 at 20 %.
    expect(
      invoice.lines.map((line) => [line.title, line.amount, line.price, line.discount_amount, line.vat_rate]),
    ).toEqual([
      ['Hainbuche 80–100 cm', 5, 12.9, 6.45, 13],
      ['Hornspäne 5 kg', 2, 24.5, 4, 20],
      ['Versand', 1, 3.89, 0, 13],
      ['Versand', 1, 3.01, 0, 20],
    ]);
    expect(invoice.totals.lines).toEqual([58.05, 45, 3.89, 3.01]);
    // 61.94 / 1.13 = 54.814… → 54.81; 48.01 / 1.2 = 40.008… → 40.01
    expect(invoice.totals.vat).toEqual([
      { rate: 13, net: 54.81, vat: 7.13, gross: 61.94 },
      { rate: 20, net: 40.01, vat: 8, gross: 48.01 },
    ]);
    expect(invoice.totals.vat).toEqual(order.totals.vat);
    expect(invoice.totals.gross).toBe(order.totals.gross);

    // The accounting customer is the shop customer taken over.
    const customer = await admin('GET', `/api/v1/invoice/customer/${invoice.customer_id}`);
    expect(customer.json()).toMatchObject({
      first_name: 'Maria',
      email: 'kunde@gartenwerk.test',
      user_id: expect.any(String),
    });

    // Paid twice or asked again: still the one invoice.
    expect((await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id })).statusCode).toBe(200);
    const again = await admin('POST', '/api/v0/invoice/createFromUserData', { order: order._id });
    expect(again.json()._id).toBe(invoice._id);
    const list = await admin('POST', '/api/pageData/invoice/invoice/browse/', { text: 'Huber' });
    expect(list.json().total).toBe(1);

    // The customer finds it with the order in the account; nobody else does.
    const own = await call(
      server,
      'GET',
      `/api/v0/shop_order/${order._id}/invoice`,
      undefined,
      server.userToken,
    );
    expect(own.json()).toEqual({
      _id: invoice._id,
      number: `RE-${year}-00001`,
      date: invoice.date,
      gross: 109.95,
      cancelled: false,
    });
    const pdf = await call(
      server,
      'GET',
      `/api/v0/shop_order/${order._id}/invoice/pdf`,
      undefined,
      server.userToken,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const shown = await pdfText(pdf.rawPayload);
    for (const expected of [
      `Rechnung RE-${year}-00001`,
      'Hainbuche 80–100 cm',
      'Versand',
      'Rabatt € 6,45',
      '€ 109,95',
    ])
      expect(shown).toContain(expected);
    // The order is paid: the invoice names no day to pay by.
    expect(shown).not.toContain('Zahlbar');
    const guest = await call(server, 'GET', `/api/v0/shop_order/${order._id}/invoice`);
    expect(guest.statusCode).toBe(403);
    // Another signed-in customer reads neither the order nor its documents.
    const other = await createUser(server.database.db, {
      handle: 'nachbarin@gartenwerk.test',
      password: 'Nachbarin-2026!',
      roles: ['user'],
    });
    const otherToken = await createSession(server.database.db, other._id);
    for (const path of ['', '/pdf', '/invoice', '/invoice/pdf']) {
      const refused = await server.app.inject({
        method: 'GET',
        url: `/api/v0/shop_order/${order._id}${path}`,
        headers: bearer(otherToken),
      });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json(), path).toMatchObject({ code: 'C100' });
      expect(refused.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });

  it('cancels the invoice of a withdrawn order with a cancellation invoice', async () => {
    const order = await placeOrder('shop-invoice-order-2');
    await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id });
    const invoice = (
      await admin('POST', '/api/v0/invoice/createFromUserData', { order: order._id })
    ).json<InvoiceDocument>();
    const withdrawal = await call(server, 'POST', '/api/v0/shop/withdrawal', {
      number: order.number,
      email: 'kunde@gartenwerk.test',
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const original = (
      await admin('POST', '/api/v0/invoice/getData/', { _id: invoice._id })
    ).json<InvoiceDocument>();
    expect(original.cancelled_by_id).toEqual(expect.any(String));
    const cancellation = (
      await admin('POST', '/api/v0/invoice/getData/', { _id: original.cancelled_by_id })
    ).json<InvoiceDocument>();
    expect(cancellation).toMatchObject({
      type: 'cancellation',
      number: `ST-${year}-00001`,
      cancels_id: invoice._id,
    });
    expect(cancellation.totals.gross).toBe(-109.95);
    expect(cancellation.history!.map((entry) => [entry.action, entry.user_name])).toEqual([
      ['created', 'system'],
      ['issued', 'system'],
    ]);
  });

  it('invoices a paid order when it ships: dated the shipping day, mailed with its PDF, the shipping discount as a line', async () => {
    const discount = await admin('POST', '/api/v0/shop_shipping_discount/', {
      title: 'Österreich 2,50 € weniger',
      type: 'flat',
      value: 2.5,
      countries: ['at'],
    });
    expect(discount.statusCode, discount.body).toBe(200);
    const order = await placeOrder('shop-invoice-order-3');
    expect(order.totals).toMatchObject({ shipping: 4.4, shipping_discount: 2.5 });
    const invoiceRows = () =>
      server.database.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.shopOrderId, order._id));

    // Paid three days ago, not yet shipped: no invoice yet.
    expect((await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id })).statusCode).toBe(200);
    expect(await invoiceRows()).toEqual([]);
    await server.database.db
      .update(shopOrders)
      .set({ payedAt: new Date(`${daysAgo(3)}T10:00:00Z`) })
      .where(eq(shopOrders.id, order._id));

    // Shipped today: the invoice, supplied today, paid the day the order was.
    expect((await admin('PUT', '/api/v0/shop/markShipped/', { _id: order._id })).statusCode).toBe(200);
    const [row] = await invoiceRows();
    const invoice = (
      await admin('POST', '/api/v0/invoice/getData/', { _id: row!.id })
    ).json<InvoiceDocument>();
    expect(invoice).toMatchObject({
      date: today,
      delivery_date: today,
      payment_status: 'paid',
      payments: [{ date: daysAgo(3), amount: 107.45 }],
    });
    // 4,40 € shipping charged, split by the goods' value: 2,48 at 13 %, 1,92 at 20 %; the 2,50 €
    // discount split as the shipping: 1,41 and 1,09. Each rate's shipping before the discount, then it.
    expect(
      invoice.lines.map((line) => [line.title, line.amount, line.price, line.discount_amount, line.vat_rate]),
    ).toEqual([
      ['Hainbuche 80–100 cm', 5, 12.9, 6.45, 13],
      ['Hornspäne 5 kg', 2, 24.5, 4, 20],
      ['Versand', 1, 3.89, 0, 13],
      ['Versandrabatt', 1, -1.41, 0, 13],
      ['Versand', 1, 3.01, 0, 20],
      ['Versandrabatt', 1, -1.09, 0, 20],
    ]);
    expect(invoice.totals.vat).toEqual(order.totals.vat);
    expect(invoice.totals.gross).toBe(107.45);

    // Mailed to the customer once, with the PDF under a German name, and nothing asked to be paid.
    const mails = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'invoiceDocument'), like(outbox.text, `%${invoice.number}%`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('kunde@gartenwerk.test');
    expect(mails[0]!.text).toContain(`[Rechnung-${invoice.number}.pdf]`);
    expect(mails[0]!.text).not.toContain('Bitte überweisen');
    const pdf = await call(
      server,
      'GET',
      `/api/v0/shop_order/${order._id}/invoice/pdf`,
      undefined,
      server.userToken,
    );
    const shown = await pdfText(pdf.rawPayload);
    expect(shown).toContain('Versandrabatt');
    expect(shown).not.toContain('Zahlbar');
    // Shipped again: still one invoice, one mail.
    expect((await admin('PUT', '/api/v0/shop/markShipped/', { _id: order._id })).statusCode).toBe(200);
    expect(await invoiceRows()).toHaveLength(1);
    const again = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'invoiceDocument'), like(outbox.text, `%${invoice.number}%`)));
    expect(again).toHaveLength(1);
  });
});
