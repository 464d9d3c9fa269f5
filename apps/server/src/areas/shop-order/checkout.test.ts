import { fromCents, priceCart, type ShopSettings } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import { shopStock } from '../shop-stock/table';
import { outOfStockMessage } from '../shop-stock/service';
import { IDEMPOTENCY_KEY_MESSAGE } from './routes';
import type { Order, OrderAddress, PlaceOrderInput, QuoteAnswer } from './schemas';
import {
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  INVOICE_ADDRESS_MESSAGE,
  NOT_SHIPPABLE_MESSAGE,
  PAYMENT_NOT_OFFERED_MESSAGE,
  PRODUCT_UNKNOWN_MESSAGE,
  SPECIAL_CONDITIONS_MESSAGE,
} from './service';
import { shopOrders } from './table';

const BANK = {
  account_holder: 'Gartenwerk Baumschule GmbH',
  iban: 'AT61 1904 3002 3457 3201',
  bic: 'BKAUATWW',
  bank: 'Bank Austria',
};

const person = (country: string): OrderAddress => ({
  type: 'person',
  first_name: 'Anna',
  last_name: 'Gruber',
  address: 'Hauptstraße 5',
  zip: country === 'de' ? '80331' : '3500',
  city: country === 'de' ? 'München' : 'Krems',
  country,
});
const company = (country: string, uid?: string): OrderAddress => ({
  ...person(country),
  type: 'company',
  company: 'Gärtnerei Blum KG',
  ...(uid ? { uid } : {}),
});

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

describe.each(await databaseKinds())('checkout on %s', (kind) => {
  let server: TestServer;
  let settings: ShopSettings & Record<string, unknown>;
  const products: Record<'hecke' | 'dünger' | 'baum', Product> = {} as never;

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: bearer(server.adminToken),
    });
  const guest = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const checkout = (payload: unknown, key: string | null = newKey(), headers: Record<string, string> = {}) =>
    guest('/api/v0/shop_order/', payload, { ...(key ? { 'idempotency-key': key } : {}), ...headers });
  const quote = (payload: unknown) => guest('/api/v0/shop/checkout/quote', payload);

  async function saveShop(changes: Partial<ShopSettings> & Record<string, unknown>) {
    const config = (await server.app.inject({ method: 'GET', url: '/api/v0/config/' })).json()[0];
    const saved = await admin('PUT', '/api/v0/config/', {
      components: { ...config.components, shop: { ...config.components.shop, ...changes } },
      mail: {
        mailboxes: [{ uuid: 'laden', name: 'Laden', email: 'laden@gartenwerk.test' }],
        DEFAULT_SYSTEM_MAILBOX: 'laden',
      },
    });
    expect(saved.statusCode).toBe(200);
    settings = saved.json()[0].components.shop;
  }

  async function product(title: string, price: number, extra: object, stock = 1000) {
    const created = (
      await admin('POST', '/api/v0/shop_product/', { title, price, shipping_groups: ['paket'], ...extra })
    ).json<Product>();
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: created._id,
      quantity: stock,
      reason: 'Inventur',
    });
    return created;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    await saveShop({
      vat_groups: [
        { uuid: 'pflanzen', rates: { at: 13, de: 7 } },
        { uuid: 'normal', rates: { at: 20, de: 19 } },
      ],
      discount_groups: [
        { uuid: 'menge', type: 'percent', items: [{ from: 10, discount: 10 }], roles: ['alle'] },
        { uuid: 'aktion', type: 'flat', items: [{ from: 20, discount: 2 }], roles: ['alle'] },
      ],
      shipping_groups: [
        {
          uuid: 'paket',
          type: 'count',
          unit: [{ max: 1000, costs: { at: 6.9, de: 9.9 } }],
          shipping_free_amount_treshhold: { at: 250, de: 400 },
        },
      ],
      shipping_vat_group: 'normal',
      bank_details: BANK,
    });
    products.hecke = await product('Hainbuche 80–100 cm', 12.9, {
      vat_groups: ['pflanzen'],
      discount_groups: ['menge'],
    });
    products.dünger = await product('Hornspäne 5 kg', 24.5, {
      vat_groups: ['normal'],
      discount_groups: ['aktion'],
    });
    products.baum = await product('Apfelbaum Topaz', 139, { vat_groups: ['pflanzen'] });
  });
  afterAll(() => server.close());

  const carts = {
    single: () => [{ item: products.hecke._id, amount: 1 }],
    discounted: () => [
      { item: products.hecke._id, amount: 5 },
      { item: products.dünger._id, amount: 2 },
    ],
    aboveThreshold: () => [
      { item: products.baum._id, amount: 3 },
      { item: products.dünger._id, amount: 1 },
    ],
  };
  const addresses = {
    person: person,
    companyWithoutUid: (country: string) => company(country),
    companyWithUid: (country: string) => company(country, country === 'de' ? 'DE123456789' : 'ATU12345678'),
  };

  /** The domain's breakdown for the same cart, in euros as the API answers. */
  function expected(items: { item: string; amount: number }[], invoiceAddress: OrderAddress, voucher = 0) {
    const byId = new Map(Object.values(products).map((entry) => [entry._id, entry]));
    const breakdown = priceCart({
      lines: items.map((line) => ({ item: byId.get(line.item)!, amount: line.amount })),
      settings,
      invoiceAddress,
      shippingMethod: 'shipping',
      voucher,
    });
    return {
      items: fromCents(breakdown.items),
      discount: fromCents(breakdown.discount),
      shipping: fromCents(breakdown.shipping),
      net: fromCents(breakdown.net),
      vat_total: fromCents(breakdown.vatTotal),
      gross: fromCents(breakdown.gross),
      voucher_used: fromCents(breakdown.voucherUsed),
      total: fromCents(breakdown.total),
      vat_country: breakdown.vatCountry,
      vat_exempt: breakdown.vatExempt,
      vat: breakdown.vat.map((line) => ({
        rate: line.rate,
        net: fromCents(line.net),
        vat: fromCents(line.vat),
        gross: fromCents(line.gross),
      })),
    };
  }

  const orderBody = (extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    items: carts.single(),
    email: 'Anna.Gruber@example.at',
    invoiceAddress: person('at'),
    selectedPayment: 'prepayment',
    termsAccepted: true,
    ...extra,
  });

  it('quotes and places orders with exactly the domain package’s totals for a matrix of carts', async () => {
    const seen = new Set<string>();
    for (const vatType of ['inclusive', 'exclusive'] as const) {
      await saveShop({ vat_type: vatType });
      for (const country of ['at', 'de']) {
        for (const [addressName, address] of Object.entries(addresses)) {
          for (const [cartName, cart] of Object.entries(carts)) {
            const label = `${vatType} ${country} ${addressName} ${cartName}`;
            const items = cart();
            const answer = await quote({ items, invoiceAddress: address(country) });
            expect(answer.statusCode, label).toBe(200);
            const totals = answer.json<QuoteAnswer>().totals;
            const domain = expected(items, address(country));
            expect(totals, label).toMatchObject(domain);
            seen.add(`${domain.vat_exempt}/${domain.discount > 0}/${domain.shipping === 0}`);
          }
        }
        // An order placed with a voucher that also covers the shipping charge.
        const voucher = (await admin('POST', '/api/v0/shop_voucher/', { value: 500 })).json<{
          code: string;
        }>();
        const items = carts.discounted();
        const placed = await checkout(
          orderBody({ items, invoiceAddress: company(country), voucher: voucher.code }),
        );
        expect(placed.statusCode, `${vatType} ${country} voucher`).toBe(200);
        const order = placed.json<Order>();
        const domain = expected(items, company(country), 500);
        expect(order.totals).toMatchObject(domain);
        expect(domain.shipping).toBeGreaterThan(0);
        expect(order.totals.voucher_used).toBe(domain.gross);
        expect(order.total).toBe(0);
      }
    }
    // The matrix reached taxed carts, discounts and free shipping (without VIES no uid is confirmed:
    // exempt carts are in vat-id.test.ts, with a stand-in for VIES).
    expect([...seen].some((entry) => entry.startsWith('false/true'))).toBe(true);
    expect([...seen].some((entry) => entry.endsWith('/true'))).toBe(true);
    await saveShop({ vat_type: 'inclusive' });
  });

  it('ignores prices and totals the client sends', async () => {
    const response = await checkout({
      ...orderBody({ items: [{ item: products.hecke._id, amount: 3, price: 0.01 } as never] }),
      total: 0.01,
      totals: { total: 0.01 },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json<Order>();
    expect(order.items[0]).toMatchObject({ price: 12.9, amount: 3 });
    expect(order.totals).toMatchObject(expected([{ item: products.hecke._id, amount: 3 }], person('at')));
    expect(order.total).toBeGreaterThan(40);
  });

  it('refuses unknown products, bad amounts and invalid addresses with clear 4xx messages', async () => {
    const cases: [string, unknown, number, string][] = [
      [
        'unknown product',
        orderBody({ items: [{ item: 'gibt-es-nicht', amount: 1 }] }),
        400,
        PRODUCT_UNKNOWN_MESSAGE,
      ],
      [
        'negative amount',
        orderBody({ items: [{ item: products.hecke._id, amount: -2 }] }),
        400,
        'body/items/0/amount must be >= 1',
      ],
      [
        'zero amount',
        orderBody({ items: [{ item: products.hecke._id, amount: 0 }] }),
        400,
        'body/items/0/amount must be >= 1',
      ],
      [
        'huge amount',
        orderBody({ items: [{ item: products.hecke._id, amount: 1e9 }] }),
        400,
        'body/items/0/amount must be <= 100000',
      ],
      [
        'fractional amount',
        orderBody({ items: [{ item: products.hecke._id, amount: 1.5 }] }),
        400,
        'body/items/0/amount must be integer',
      ],
      [
        'no city',
        orderBody({ invoiceAddress: { ...person('at'), city: ' ' } }),
        400,
        INVOICE_ADDRESS_MESSAGE,
      ],
      [
        'bad country',
        orderBody({ invoiceAddress: { ...person('at'), country: 'Austria' } }),
        400,
        'body/invoiceAddress/country must match pattern "^[a-z]{2}$"',
      ],
      ['no delivery there', orderBody({ invoiceAddress: person('fr') }), 400, NOT_SHIPPABLE_MESSAGE],
      ['invoice for a guest', orderBody({ selectedPayment: 'invoice' }), 400, PAYMENT_NOT_OFFERED_MESSAGE],
      [
        'cash without pickup',
        orderBody({ selectedPayment: 'cash_on_pickup' }),
        400,
        PAYMENT_NOT_OFFERED_MESSAGE,
      ],
    ];
    const before = (await server.database.db.select().from(shopOrders)).length;
    for (const [label, body, status, message] of cases) {
      const response = await checkout(body);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().message, label).toBe(message);
    }
    const unknownQuote = await quote({ items: [{ item: 'gibt-es-nicht', amount: 1 }] });
    expect(unknownQuote.json()).toMatchObject({ statusCode: 400, message: PRODUCT_UNKNOWN_MESSAGE });
    expect((await server.database.db.select().from(shopOrders)).length).toBe(before);
  });

  it('asks for the additional conditions when the shop has them', async () => {
    await saveShop({
      additional_conditions: { enabled: true, text: 'Pflanzen werden wurzelnackt geliefert.' },
    });
    const refused = await checkout(orderBody());
    expect(refused.json()).toMatchObject({ statusCode: 400, message: SPECIAL_CONDITIONS_MESSAGE });
    const accepted = await checkout(orderBody({ specialConditionsAccepted: true }));
    expect(accepted.statusCode).toBe(200);
    await saveShop({ additional_conditions: { enabled: false, text: '' } });
    expect((await checkout(orderBody())).statusCode).toBe(200);
  });

  it('needs an idempotency key from customers and guests, and answers a repeated key with the same order', async () => {
    const missing = await checkout(orderBody(), null);
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: IDEMPOTENCY_KEY_MESSAGE,
    });
    const malformed = await checkout(orderBody(), 'kurz');
    expect(malformed.json()).toMatchObject({ statusCode: 400, message: IDEMPOTENCY_KEY_MESSAGE });
    const tags = await checkout(orderBody({ tags: ['vip'] }));
    expect(tags.json()).toMatchObject({ statusCode: 403, code: 'C100' });

    const stockBefore = await stockOf(products.dünger._id);
    const key = newKey();
    const body = orderBody({ items: [{ item: products.dünger._id, amount: 2 }] });
    const first = await checkout(body, key);
    const again = await checkout(body, key);
    expect(first.statusCode).toBe(200);
    expect(again.json<Order>()._id).toBe(first.json<Order>()._id);
    expect(await stockOf(products.dünger._id)).toBe(stockBefore! - 2);
    const stored = await server.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    const mails = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'orderConfirmation'));
    expect(mails.filter((mail) => mail.text.includes(first.json<Order>()._id))).toHaveLength(1);

    // Another guest's or customer's key never reveals that order.
    const otherGuest = await checkout({ ...body, email: 'jemand@example.at' }, key);
    expect(otherGuest.json()).toMatchObject({ statusCode: 409, message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      payload: body,
      headers: { 'idempotency-key': key, ...bearer(server.userToken) },
    });
    expect(foreign.json()).toMatchObject({ statusCode: 409, message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
  });

  it('places one order for concurrent requests with the same key (a double click)', async () => {
    const scarce = await product('Zierkirsche Kanzan', 89, { vat_groups: ['pflanzen'] }, 1);
    const key = newKey();
    const body = orderBody({ items: [{ item: scarce._id, amount: 1 }] });
    const responses = await Promise.all(Array.from({ length: 6 }, () => checkout(body, key)));
    for (const response of responses) expect(response.statusCode).toBe(200);
    const ids = new Set(responses.map((response) => response.json<Order>()._id));
    expect(ids.size).toBe(1);
    const stored = await server.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    expect(await stockOf(scarce._id)).toBe(0);
  });

  it('never oversells when guests check out at the same time', async () => {
    const scarce = await product('Blutbuche 150 cm', 159, { vat_groups: ['pflanzen'] }, 3);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => checkout(orderBody({ items: [{ item: scarce._id, amount: 1 }] }))),
    );
    const placed = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const response of refused) expect(response.json().message).toBe(outOfStockMessage(scarce.title, ''));
    expect(await stockOf(scarce._id)).toBe(0);
  });

  it('offers the payment methods the domain and the providers allow', async () => {
    const shipped = await quote({ items: carts.single(), invoiceAddress: person('at') });
    expect(shipped.json<QuoteAnswer>().payment_methods).toEqual(['prepayment']);
    const pickup = await quote({
      items: carts.single(),
      invoiceAddress: person('at'),
      shippingMethod: 'pickup',
    });
    expect(pickup.json<QuoteAnswer>().totals.shipping).toBe(0);
    expect(pickup.json<QuoteAnswer>().payment_methods.sort()).toEqual(['cash_on_pickup', 'prepayment']);

    // A customer the shop allows invoices for, with a limit of their own.
    const me = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v0/auth/current',
        headers: bearer(server.userToken),
      })
    ).json();
    await admin('PUT', '/api/v0/auth/', {
      _id: me._id,
      userData: { shop: { paymentsources: { invoice: { enabled: true, min: 0, max: 100 } } } },
    });
    const asCustomer = (items: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v0/shop/checkout/quote',
        payload: { items, invoiceAddress: person('at') },
        headers: bearer(server.userToken),
      });
    expect((await asCustomer(carts.single())).json<QuoteAnswer>().payment_methods.sort()).toEqual([
      'invoice',
      'prepayment',
    ]);
    expect((await asCustomer(carts.aboveThreshold())).json<QuoteAnswer>().payment_methods).toEqual([
      'prepayment',
    ]);

    // The shop's limit: prepayment only up to 50 €.
    await saveShop({
      paymentsources: { ...settings.paymentsources, prepayment: { enabled: true, min: null, max: 50 } },
    });
    expect(
      (await quote({ items: carts.aboveThreshold(), invoiceAddress: person('at') })).json<QuoteAnswer>()
        .payment_methods,
    ).toEqual([]);
    const refused = await checkout(orderBody({ items: carts.aboveThreshold() }));
    expect(refused.json()).toMatchObject({ statusCode: 400, message: PAYMENT_NOT_OFFERED_MESSAGE });
    await saveShop({
      paymentsources: { ...settings.paymentsources, prepayment: { enabled: true, min: null, max: null } },
    });

    const invoiced = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      payload: orderBody({ selectedPayment: 'invoice' }),
      headers: { 'idempotency-key': newKey(), ...bearer(server.userToken) },
    });
    expect(invoiced.json<Order>()).toMatchObject({
      perm: { owner: me._id },
      payment: { method: 'invoice', state: 'pending', bank_details: null },
      payed: false,
    });
  });

  it('keeps a prepayment unpaid until marked paid and mails the customer and the shop', async () => {
    const response = await checkout(
      orderBody({
        items: carts.discounted(),
        alternate: true,
        invoiceAddress: company('at', 'ATU12345678'),
        shippingAddress: company('de', 'DE123456789'),
        email: 'Einkauf@Blum.example',
      }),
      newKey(),
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(response.statusCode).toBe(200);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      payed: false,
      status: 'open',
      payment: { method: 'prepayment', state: 'pending', bank_details: BANK },
      shippingAddress: { country: 'de', uid: 'DE123456789' },
    });
    const confirmation = (
      await server.database.db.select().from(outbox).where(eq(outbox.to, 'einkauf@blum.example'))
    )[0]!;
    expect(confirmation.subject).toBe(`Your order ${order._id} at Gartenwerk`);
    expect(confirmation.text).toContain(`Please transfer ${order.totals.total.toFixed(2)}`.slice(0, 16));
    expect(confirmation.text).toContain('IBAN: AT61 1904 3002 3457 3201');
    expect(confirmation.text).toContain(`2 × ${products.dünger.title}`);
    expect(confirmation.text).toContain('Shipping address:');
    const notification = (
      await server.database.db.select().from(outbox).where(eq(outbox.to, 'laden@gartenwerk.test'))
    ).find((mail) => mail.text.includes(order._id))!;
    expect(notification.subject).toMatch(/^Neue Bestellung .* über /);
    expect(notification.text).toContain('E-Mail: einkauf@blum.example');

    const german = (await checkout(orderBody({ email: 'lena@example.de' }))).json<Order>();
    const [deMail] = await server.database.db.select().from(outbox).where(eq(outbox.to, 'lena@example.de'));
    expect(deMail!.subject).toBe(`Ihre Bestellung ${german._id} bei Gartenwerk`);
    expect(deMail!.text).toContain('Bitte überweisen Sie');

    const paid = await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id });
    expect(paid.json<Order>()).toMatchObject({ payed: true, payment: { state: 'paid' } });
  });

  async function stockOf(productId: string) {
    const rows = await server.database.db.select().from(shopStock).where(eq(shopStock.productId, productId));
    return rows.find((row) => row.variant === '')?.quantity;
  }
});
