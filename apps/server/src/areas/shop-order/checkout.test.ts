import type { ShopSettings } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import { createSession, createUser } from '../auth/service';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import { shopStock } from '../shop-stock/table';
import { IDEMPOTENCY_KEY_MESSAGE } from './routes';
import type { Order, OrderAddress, PlaceOrderInput, QuoteAnswer } from './schemas';
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
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
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
  const orderBody = (extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    items: carts.single(),
    email: 'Anna.Gruber@example.at',
    invoiceAddress: person('at'),
    selectedPayment: 'prepayment',
    termsAccepted: true,
    ...extra,
  });

  /**
   * Carts with their prices worked out on paper (amounts in cents; x.5 rounds up).
   * Hainbuche 12,90 (13 % AT, 7 % DE, 10 % off), Hornspäne 24,50 (20 % AT, 19 % DE, 2 € off per
   * piece), Apfelbaum 139,00 (13 % AT, 7 % DE); shipping 6,90 AT / 9,90 DE, free from 250 / 400.
   */
  const worked: {
    label: string;
    vatType: 'inclusive' | 'exclusive';
    cart: keyof typeof carts;
    address: () => OrderAddress;
    voucher?: number;
    lines: { price: number; discount: number; total: number; vat_rate: number }[];
    totals: Partial<QuoteAnswer['totals']>;
  }[] = [
    {
      // 12,90 − 10 % = 11,61; VAT out of 11,61 + 6,90 = 18,51: 18,51 / 1,13 = 16,38
      label: 'Austrian consumer, one hedge plant',
      vatType: 'inclusive',
      cart: 'single',
      address: () => person('at'),
      lines: [{ price: 12.9, discount: 1.29, total: 12.9, vat_rate: 13 }],
      totals: {
        items: 12.9,
        discount: 1.29,
        shipping: 6.9,
        vat: [{ rate: 13, net: 16.38, vat: 2.13, gross: 18.51 }],
        net: 16.38,
        vat_total: 2.13,
        gross: 18.51,
        total: 18.51,
        vat_country: 'at',
        vat_exempt: false,
      },
    },
    {
      // an Austrian company is never exempt, UID or not
      label: 'Austrian company with UID, one hedge plant',
      vatType: 'inclusive',
      cart: 'single',
      address: () => company('at', 'ATU12345678'),
      lines: [{ price: 12.9, discount: 1.29, total: 12.9, vat_rate: 13 }],
      totals: { vat: [{ rate: 13, net: 16.38, vat: 2.13, gross: 18.51 }], total: 18.51, vat_exempt: false },
    },
    {
      // Hainbuche 12,90 / 1,13 × 1,07 = 12,2150 → 12,22; less 10 %: 10,9935 → 10,99; × 5
      // Hornspäne 24,50 / 1,2 × 1,19 = 24,2958 → 24,30; less 2 €: 22,50 / 1,2 × 1,19 = 22,3125 → 22,31; × 2
      // goods 54,95 + 44,62 = 99,57; shipping 9,90 pro rata: 7 % 5,4635 → 5,46, 19 % 4,4365 → 4,44
      // 7 %: 54,95 + 5,46 = 60,41, net 56,4579 → 56,46; 19 %: 44,62 + 4,44 = 49,06, net 41,2269 → 41,23
      label: 'German consumer, mixed rates with discounts',
      vatType: 'inclusive',
      cart: 'discounted',
      address: () => person('de'),
      lines: [
        { price: 12.22, discount: 6.15, total: 61.1, vat_rate: 7 },
        { price: 24.3, discount: 3.98, total: 48.6, vat_rate: 19 },
      ],
      totals: {
        items: 109.7,
        discount: 10.13,
        shipping: 9.9,
        vat: [
          { rate: 7, net: 56.46, vat: 3.95, gross: 60.41 },
          { rate: 19, net: 41.23, vat: 7.83, gross: 49.06 },
        ],
        net: 97.69,
        vat_total: 11.78,
        gross: 109.47,
        total: 109.47,
        vat_country: 'de',
        vat_exempt: false,
      },
    },
    {
      label: 'German consumer paying 50 € with a voucher',
      vatType: 'inclusive',
      cart: 'discounted',
      address: () => person('de'),
      voucher: 50,
      lines: [
        { price: 12.22, discount: 6.15, total: 61.1, vat_rate: 7 },
        { price: 24.3, discount: 3.98, total: 48.6, vat_rate: 19 },
      ],
      totals: { gross: 109.47, voucher_used: 50, total: 59.47 },
    },
    {
      // No VIES here: the uid is not confirmed, so the German consumer's prices and VAT apply
      // (exempt orders, net prices and net shipping: vat-id.test.ts and the domain's tests).
      label: 'German company with an unconfirmed UID',
      vatType: 'inclusive',
      cart: 'discounted',
      address: () => company('de', 'DE123456789'),
      lines: [
        { price: 12.22, discount: 6.15, total: 61.1, vat_rate: 7 },
        { price: 24.3, discount: 3.98, total: 48.6, vat_rate: 19 },
      ],
      totals: { vat_total: 11.78, total: 109.47, vat_exempt: false },
    },
    {
      // 3 × 139,00 + 24,50 − 2,00 = 439,50: free shipping from 250; 417,00 / 1,13 = 369,0265 → 369,03
      label: 'Austrian consumer above the free-shipping threshold',
      vatType: 'inclusive',
      cart: 'aboveThreshold',
      address: () => person('at'),
      lines: [
        { price: 139, discount: 0, total: 417, vat_rate: 13 },
        { price: 24.5, discount: 2, total: 24.5, vat_rate: 20 },
      ],
      totals: {
        items: 441.5,
        discount: 2,
        shipping: 0,
        vat: [
          { rate: 13, net: 369.03, vat: 47.97, gross: 417 },
          { rate: 20, net: 18.75, vat: 3.75, gross: 22.5 },
        ],
        total: 439.5,
      },
    },
    {
      // net 12,90: × 1,07 = 13,803 → 13,80; less 10 %: 11,61 × 1,07 = 12,4227 → 12,42
      // 12,42 + 9,90 = 22,32; 22,32 / 1,07 = 20,8598 → 20,86
      label: 'exclusive prices, German consumer',
      vatType: 'exclusive',
      cart: 'single',
      address: () => person('de'),
      lines: [{ price: 13.8, discount: 1.38, total: 13.8, vat_rate: 7 }],
      totals: { vat: [{ rate: 7, net: 20.86, vat: 1.46, gross: 22.32 }], total: 22.32 },
    },
    {
      // net 139,00 × 1,13 = 157,07; 24,50 × 1,2 = 29,40, less 2 € net: 22,50 × 1,2 = 27,00
      label: 'exclusive prices, Austrian consumer above the threshold',
      vatType: 'exclusive',
      cart: 'aboveThreshold',
      address: () => person('at'),
      lines: [
        { price: 157.07, discount: 0, total: 471.21, vat_rate: 13 },
        { price: 29.4, discount: 2.4, total: 29.4, vat_rate: 20 },
      ],
      totals: {
        items: 500.61,
        discount: 2.4,
        shipping: 0,
        vat: [
          { rate: 13, net: 417, vat: 54.21, gross: 471.21 },
          { rate: 20, net: 22.5, vat: 4.5, gross: 27 },
        ],
        total: 498.21,
      },
    },
  ];

  it('quotes and charges each cart what was worked out on paper', async () => {
    for (const vatType of ['inclusive', 'exclusive'] as const) {
      await saveShop({ vat_type: vatType });
      for (const example of worked.filter((entry) => entry.vatType === vatType)) {
        const items = carts[example.cart]();
        const invoiceAddress = example.address();
        const voucher = example.voucher
          ? {
              voucher: (await admin('POST', '/api/v0/shop_voucher/', { value: example.voucher })).json<{
                code: string;
              }>().code,
            }
          : {};
        const quoted = await quote({ items, invoiceAddress, ...voucher });
        expect(quoted.statusCode, example.label).toBe(200);
        const placed = await checkout(orderBody({ items, invoiceAddress, ...voucher }));
        expect(placed.statusCode, example.label).toBe(200);
        const order = placed.json<Order>();
        for (const answer of [quoted.json<QuoteAnswer>(), order]) {
          expect(answer.items, example.label).toMatchObject(example.lines);
          expect(answer.totals, example.label).toMatchObject(example.totals);
        }
        if (example.totals.total !== undefined) expect(order.total, example.label).toBe(example.totals.total);
      }
    }
    await saveShop({ vat_type: 'inclusive' });
  });

  it('prices a variant with its own price, and the special offers of a product’s group', async () => {
    const apple = await product('Apfel Elstar', 34.9, {
      vat_groups: ['pflanzen'],
      variants: [
        { key: 'busch', value: 'Buschbaum' },
        { key: 'hoch', value: 'Hochstamm', price: 59.9, weight: 12 },
      ],
    });
    const group = (
      await admin('POST', '/api/v0/shop_productgroup/', {
        title: 'Herbstaktion',
        special_offers: [{ start: null, end: null, discount_groups: ['menge'] }],
      })
    ).json<{ _id: string }>();
    const rose = await product('Rose New Dawn', 29.9, {
      vat_groups: ['pflanzen'],
      product_groups: [group._id],
    });
    const answer = await quote({
      items: [
        { item: apple._id, amount: 2, variant: 'hoch' },
        { item: apple._id, amount: 1, variant: 'busch' },
        { item: rose._id, amount: 1 },
      ],
      invoiceAddress: person('at'),
    });
    expect(answer.statusCode).toBe(200);
    // 2 × 59,90 = 119,80; 1 × 34,90; 29,90 less the group's 10 % = 26,91
    expect(answer.json<QuoteAnswer>().items).toMatchObject([
      { variant: 'hoch', price: 59.9, total: 119.8, discount: 0 },
      { variant: 'busch', price: 34.9, total: 34.9, discount: 0 },
      { price: 29.9, total: 29.9, discount: 2.99 },
    ]);
    expect(answer.json<QuoteAnswer>().totals).toMatchObject({
      items: 184.6,
      discount: 2.99,
      shipping: 6.9,
      total: 188.51,
    });
  });

  it('ignores prices and totals the client sends', async () => {
    const response = await checkout({
      ...orderBody({ items: [{ item: products.hecke._id, amount: 3, price: 0.01 } as never] }),
      total: 0.01,
      totals: { total: 0.01 },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json<Order>();
    // 3 × 12,90 = 38,70, less 10 %: 34,83; + 6,90 shipping
    expect(order.items[0]).toMatchObject({ price: 12.9, amount: 3, total: 38.7, discount: 3.87 });
    expect(order.totals).toMatchObject({ items: 38.7, discount: 3.87, shipping: 6.9, total: 41.73 });
    expect(order.total).toBe(41.73);
  });

  it('refuses unknown products, bad amounts and invalid addresses with clear 4xx messages', async () => {
    const cases: [string, unknown, number, string][] = [
      [
        'unknown product',
        orderBody({ items: [{ item: 'gibt-es-nicht', amount: 1 }] }),
        400,
        'Ein Produkt der Bestellung gibt es nicht (mehr).',
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
        'infinite amount',
        { ...orderBody(), items: [{ item: products.hecke._id, amount: 'Infinity' }] },
        400,
        'body/items/0/amount must be a finite number',
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
        'Bitte geben Sie eine vollständige Rechnungsadresse an.',
      ],
      [
        'bad country',
        orderBody({ invoiceAddress: { ...person('at'), country: 'Austria' } }),
        400,
        'body/invoiceAddress/country must match pattern "^[a-z]{2}$"',
      ],
      [
        'no delivery there',
        orderBody({ invoiceAddress: person('fr') }),
        400,
        'An diese Adresse können wir leider nicht liefern.',
      ],
      [
        'invoice for a guest',
        orderBody({ selectedPayment: 'invoice' }),
        400,
        'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
      ],
      [
        'cash without pickup',
        orderBody({ selectedPayment: 'cash_on_pickup' }),
        400,
        'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
      ],
    ];
    const before = (await server.database.db.select().from(shopOrders)).length;
    for (const [label, body, status, message] of cases) {
      const response = await checkout(body);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().message, label).toBe(message);
    }
    const unknownQuote = await quote({ items: [{ item: 'gibt-es-nicht', amount: 1 }] });
    expect(unknownQuote.json()).toMatchObject({
      statusCode: 400,
      message: 'Ein Produkt der Bestellung gibt es nicht (mehr).',
    });
    for (const amount of ['Infinity', '-Infinity', '1e309']) {
      const infinite = await quote({ items: [{ item: products.hecke._id, amount }] });
      expect(infinite.json(), amount).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'body/items/0/amount must be a finite number',
      });
    }
    expect((await server.database.db.select().from(shopOrders)).length).toBe(before);
  });

  it('asks for the additional conditions when the shop has them', async () => {
    await saveShop({
      additional_conditions: { enabled: true, text: 'Pflanzen werden wurzelnackt geliefert.' },
    });
    const refused = await checkout(orderBody());
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      message: 'Bitte stimmen Sie den zusätzlichen Bedingungen zu.',
    });
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
    expect(mails.filter((mail) => mail.text.includes(first.json<Order>().number))).toHaveLength(1);

    // The same key with other contents is a mistake of the client: refused, not answered with the first order.
    const changed = await checkout({ ...body, items: [{ item: products.dünger._id, amount: 3 }] }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_MISMATCH',
      message: 'Dieser Idempotency-Key wurde bereits für eine Bestellung mit anderen Angaben verwendet.',
    });
    expect(await stockOf(products.dünger._id)).toBe(stockBefore! - 2);
    // The same contents in another key order are the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await checkout(reordered, key)).json<Order>()._id).toBe(first.json<Order>()._id);

    // Another guest's or customer's key never reveals that order.
    const otherGuest = await checkout({ ...body, email: 'jemand@example.at' }, key);
    expect(otherGuest.json()).toMatchObject({
      statusCode: 409,
      message: 'Dieser Idempotency-Key gehört zu einer anderen Bestellung.',
    });
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      payload: body,
      headers: { 'idempotency-key': key, ...bearer(server.userToken) },
    });
    expect(foreign.json()).toMatchObject({
      statusCode: 409,
      message: 'Dieser Idempotency-Key gehört zu einer anderen Bestellung.',
    });
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
    for (const response of refused)
      expect(response.json().message).toBe('Nicht genügend Lagerbestand für „Blutbuche 150 cm“.');
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
    const me = (await call(server, 'GET', '/api/v0/auth/current', undefined, server.userToken)).json();
    await admin('PUT', '/api/v0/auth/', {
      _id: me._id,
      userData: { shop: { paymentsources: { invoice: { enabled: true, min: 0, max: 100 } } } },
    });
    const asCustomer = (items: unknown) =>
      call(
        server,
        'POST',
        '/api/v0/shop/checkout/quote',
        { items, invoiceAddress: person('at') },
        server.userToken,
      );
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
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      message: 'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
    });
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

  it('offers invoice to returning customers up to its limit, each method in its countries and order', async () => {
    const newcomer = await createUser(server.database.db, { handle: 'neu@gartenwerk.test', roles: ['user'] });
    const token = await createSession(server.database.db, newcomer._id);
    const methodsOf = async (items: unknown, country = 'at') =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/v0/shop/checkout/quote',
          payload: { items, invoiceAddress: person(country) },
          headers: bearer(token),
        })
      ).json<QuoteAnswer>().payment_methods;
    const before = settings.paymentsources!;
    await saveShop({
      paymentsources: {
        ...before,
        invoice: { enabled: true, min: null, max: 100, audience: 'returning', order: 1 },
        prepayment: { enabled: true, min: null, max: null, order: 2, countries: ['at'] },
      },
    });
    // Not a returning customer yet: no paid order.
    expect(await methodsOf(carts.single())).toEqual(['prepayment']);
    const placed = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      payload: orderBody({ email: 'neu@gartenwerk.test' }),
      headers: { 'idempotency-key': newKey(), ...bearer(token) },
    });
    expect(placed.statusCode).toBe(200);
    expect(await methodsOf(carts.single())).toEqual(['prepayment']);
    await admin('PUT', '/api/v0/shop/markPayed/', { _id: placed.json<Order>()._id });
    // Paid once: invoice first (its order), up to 100 €; prepayment only for Austrian addresses.
    expect(await methodsOf(carts.single())).toEqual(['invoice', 'prepayment']);
    expect(await methodsOf(carts.aboveThreshold())).toEqual(['prepayment']);
    expect(await methodsOf(carts.single(), 'de')).toEqual(['invoice']);
    // A guest is never a returning customer.
    expect(
      (await quote({ items: carts.single(), invoiceAddress: person('de') })).json<QuoteAnswer>()
        .payment_methods,
    ).toEqual([]);
    const refused = await checkout(orderBody({ invoiceAddress: person('de'), selectedPayment: 'invoice' }));
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      message: 'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
    });
    const unknown = await admin('PUT', '/api/v0/config/', {
      components: {
        ...(await call(server, 'GET', '/api/v0/config/')).json()[0].components,
        shop: { ...settings, paymentsources: { ...before, nachnahme: { enabled: true } } },
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(
      'body/components/shop/paymentsources/nachnahme is not a payment method',
    );
    await saveShop({ paymentsources: before });
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
    expect(confirmation.subject).toBe(`Your order ${order.number} at Gartenwerk`);
    // Delivered to Germany: the German consumer's cart of the table above (109,47).
    expect(order.total).toBe(109.47);
    expect(confirmation.text).toContain(`Please transfer €109.47 quoting the order number ${order.number}`);
    expect(confirmation.text).toContain('IBAN: AT61 1904 3002 3457 3201');
    expect(confirmation.text).toContain(`5 × ${products.hecke.title} at €12.22: €61.10`);
    expect(confirmation.text).toContain(`2 × ${products.dünger.title} at €24.30: €48.60`);
    expect(confirmation.text).toContain('Discount: −€10.13');
    expect(confirmation.text).toContain('Shipping address:');
    const notification = (
      await server.database.db.select().from(outbox).where(eq(outbox.to, 'laden@gartenwerk.test'))
    ).find((mail) => mail.text.includes(order.number))!;
    expect(notification.subject).toMatch(/^Neue Bestellung .* über /);
    expect(notification.text).toContain('E-Mail: einkauf@blum.example');

    const german = (await checkout(orderBody({ email: 'lena@example.de' }))).json<Order>();
    const [deMail] = await server.database.db.select().from(outbox).where(eq(outbox.to, 'lena@example.de'));
    expect(deMail!.subject).toBe(`Ihre Bestellung ${german.number} bei Gartenwerk`);
    expect(deMail!.text).toContain(`1 × ${products.hecke.title} à € 12,90: € 12,90`);
    expect(deMail!.text).toContain(
      `Bitte überweisen Sie € 18,51 unter Angabe der Bestellnummer ${german.number}`,
    );

    const paid = await admin('PUT', '/api/v0/shop/markPayed/', { _id: order._id });
    expect(paid.json<Order>()).toMatchObject({ payed: true, payment: { state: 'paid' } });
  });

  it('tells a pickup order without a window where and when to collect it, from the company and the opening hours', async () => {
    await saveShop({ pickup: { enabled: true, location: 'Verkaufshof, Eingang Gärtnerweg' } });
    // The booking module's hours, the footer's source too; a week without seasons, whatever the day.
    const eight = [{ opens: '08:00', closes: '18:00' }];
    const hours = await admin('PUT', '/api/v0/booking/openinghours', {
      locations: [
        {
          id: 'baumschule',
          name: 'Baumschule',
          week: {
            mo: eight,
            tu: eight,
            we: eight,
            th: eight,
            fr: eight,
            sa: [{ opens: '08:00', closes: '13:00' }],
          },
          seasons: [],
        },
      ],
      specialDays: [],
      closedOnHolidays: true,
      holidayRegion: 'AT-3',
    });
    expect(hours.statusCode, hours.body).toBe(200);
    // An admin may leave the window open (customers choose one: pickup.test.ts).
    const order = (
      await admin(
        'POST',
        '/api/v0/shop_order/',
        orderBody({ email: 'abholer@example.at', shippingMethod: 'pickup' }),
      )
    ).json<Order>();
    expect(order.pickupWindow).toBeNull();
    expect(order.shippingMethod).toBe('pickup');
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, 'abholer@example.at'));
    // Monday to Friday 8–18, Saturday 8–13, Sunday closed.
    expect(mail!.text).toContain(
      [
        'Abholung in der Baumschule, sobald wir Ihnen Bescheid geben:',
        'Verkaufshof, Eingang Gärtnerweg',
        'Gartenwerk Baumschule GmbH',
        'Gärtnerweg 1',
        '3500 Krems an der Donau',
        '',
        'Öffnungszeiten:',
        'Mo – Fr: 8:00 – 18:00 Uhr',
        'Sa: 8:00 – 13:00 Uhr',
        'So: geschlossen',
      ].join('\n'),
    );
    const notification = (
      await server.database.db.select().from(outbox).where(eq(outbox.to, 'laden@gartenwerk.test'))
    ).find((sent) => sent.text.includes(order.number))!;
    expect(notification.text).toContain('Sa: 8:00 – 13:00 Uhr');
    // A shipped order's mail names no pickup.
    const shipped = (await checkout(orderBody({ email: 'versand@example.at' }))).json<Order>();
    expect(shipped.shippingMethod).not.toBe('pickup');
    const [shippedMail] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'versand@example.at'));
    expect(shippedMail!.text).not.toContain('Abholung in der Baumschule');
  });

  async function stockOf(productId: string) {
    const rows = await server.database.db.select().from(shopStock).where(eq(shopStock.productId, productId));
    return rows.find((row) => row.variant === '')?.quantity;
  }
});
