import { NO_PAYMENT_SELECTED_MESSAGE, TERMS_NOT_ACCEPTED_MESSAGE } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import type { CurrentUser } from '../../core/guard';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import { shopStock, shopStockMovements } from '../shop-stock/table';
import { outOfStockMessage } from '../shop-stock/service';
import { shopVouchers } from '../shop-voucher/table';
import type { Order, PlaceOrderInput } from './schemas';
import { placeOrder } from './service';
import { shopOrders } from './table';

const address = {
  type: 'person' as const,
  first_name: 'Anna',
  last_name: 'Gruber',
  address: 'Hauptstraße 5',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};

describe.each(await databaseKinds())('orders and stock on %s', (kind) => {
  let server: TestServer;
  let customer: CurrentUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v0/auth/current',
        headers: bearer(server.userToken),
      })
    ).json<CurrentUser>();
    const config = (await server.app.inject({ method: 'GET', url: '/api/v0/config/' })).json()[0];
    config.components.shop.vat_groups = [{ uuid: 'pflanzen', rates: { at: 13, de: 7 } }];
    config.components.shop.shipping_groups = [
      { uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9, de: 9.9 } }] },
    ];
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/config/',
      headers: bearer(server.adminToken),
      payload: { components: config.components },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: bearer(server.adminToken),
    });

  async function productWithStock(title: string, price: number, stock: number, extra: object = {}) {
    const product = (
      await admin('POST', '/api/v0/shop_product/', {
        title,
        price,
        vat_groups: ['pflanzen'],
        shipping_groups: ['paket'],
        ...extra,
      })
    ).json<Product>();
    const adjusted = await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: stock,
      reason: 'Inventur',
    });
    expect(adjusted.statusCode).toBe(200);
    return product;
  }

  const order = (items: PlaceOrderInput['items'], extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    items,
    email: 'Anna.Gruber@example.at',
    invoiceAddress: address,
    selectedPayment: 'prepayment',
    termsAccepted: true,
    ...extra,
  });

  const stockOf = async (productId: string, variant = '') =>
    (await server.database.db.select().from(shopStock).where(eq(shopStock.productId, productId))).find(
      (row) => row.variant === variant,
    )?.quantity;

  it('sells exactly the 10 pieces in stock to 100 customers ordering at once', async () => {
    const product = await productWithStock("Thuja 'Smaragd' 80–100 cm", 12.9, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        placeOrder(server.database.db, order([{ item: product._id, amount: 1 }]), customer).then(
          (result) => result.order,
        ),
      ),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const error of refused) {
      expect(error).toMatchObject({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: outOfStockMessage(product.title, ''),
      });
    }
    expect(await stockOf(product._id)).toBe(0);
    const movements = await server.database.db
      .select()
      .from(shopStockMovements)
      .where(eq(shopStockMovements.productId, product._id));
    expect(movements.filter((movement) => movement.reason === 'order')).toHaveLength(10);
    const orders = (await server.database.db.select().from(shopOrders)).filter((row) =>
      row.data.items.some((item) => item.item === product._id),
    );
    expect(orders).toHaveLength(10);
  });

  it('prices on the server with the domain rules and ignores prices the client sends', async () => {
    const product = await productWithStock('Kirschlorbeer Novita 60–80 cm', 12.9, 50);
    const response = await admin('POST', '/api/v0/shop_order/', {
      ...order([{ item: product._id, amount: 3, price: 0.01 } as never]),
      owner: customer._id,
      total: 1,
    });
    expect(response.statusCode).toBe(200);
    const placed = response.json<Order>();
    expect(placed).toMatchObject({
      status: 'open',
      perm: { owner: customer._id },
      email: 'anna.gruber@example.at',
      items: [{ item: product._id, amount: 3, price: 12.9, total: 38.7, vat_rate: 13 }],
      totals: {
        items: 38.7,
        discount: 0,
        shipping: 6.9,
        net: 41.15,
        vat: [
          { rate: 0, net: 6.9, vat: 0, gross: 6.9 },
          { rate: 13, net: 34.25, vat: 4.45, gross: 38.7 },
        ],
        total: 45.6,
        vat_country: 'at',
      },
      total: 45.6,
      payed: false,
      shipped: false,
    });
    expect(await stockOf(product._id)).toBe(47);
  });

  it('refuses an oversell and leaves stock and orders as they were', async () => {
    const product = await productWithStock('Hainbuche 100–125 cm', 3.2, 5, {
      variants: [{ key: '125-150', value: '125–150 cm' }],
    });
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      variant: '125-150',
      quantity: 2,
      reason: 'Lieferung',
    });
    const before = (await server.database.db.select().from(shopOrders)).length;
    const refused = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([
        { item: product._id, amount: 5 },
        { item: product._id, amount: 3, variant: '125-150' },
      ]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'OUT_OF_STOCK',
      message: 'Nicht genügend Lagerbestand für „Hainbuche 100–125 cm (125-150)“.',
    });
    expect(await stockOf(product._id)).toBe(5);
    expect(await stockOf(product._id, '125-150')).toBe(2);
    expect(await server.database.db.select().from(shopOrders)).toHaveLength(before);

    const unknownVariant = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([{ item: product._id, amount: 1, variant: 'xl' }]),
    );
    expect(unknownVariant.json()).toMatchObject({
      statusCode: 400,
      message: 'Diese Variante von „Hainbuche 100–125 cm“ gibt es nicht.',
    });
  });

  it('refuses incomplete checkouts with the spec’s messages', async () => {
    const product = await productWithStock('Liguster 60–80 cm', 2.5, 5);
    const noTerms = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([{ item: product._id, amount: 1 }], { termsAccepted: false }),
    );
    expect(noTerms.json()).toMatchObject({ statusCode: 400, message: TERMS_NOT_ACCEPTED_MESSAGE });
    const noPayment = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([{ item: product._id, amount: 1 }], { selectedPayment: '' }),
    );
    expect(noPayment.json()).toMatchObject({ statusCode: 400, message: NO_PAYMENT_SELECTED_MESSAGE });
    const unknownPayment = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([{ item: product._id, amount: 1 }], { selectedPayment: 'bitcoin' }),
    );
    expect(unknownPayment.json()).toMatchObject({
      statusCode: 400,
      message: 'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
    });
    const noItems = await admin('POST', '/api/v0/shop_order/', order([]));
    expect(noItems.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    const offline = (
      await admin('POST', '/api/v0/shop_product/', { title: 'Ausverkauft', price: 5, offline: true })
    ).json<Product>();
    const notSellable = await admin('POST', '/api/v0/shop_order/', order([{ item: offline._id, amount: 1 }]));
    expect(notSellable.json()).toMatchObject({
      statusCode: 400,
      message: 'Das Produkt „Ausverkauft“ ist derzeit nicht bestellbar.',
    });
    expect(await stockOf(product._id)).toBe(5);
  });

  it('lets owners read their own orders only and admins all; writes are for admins', async () => {
    const product = await productWithStock('Eibe 40–60 cm', 19.9, 5);
    const { order: own } = await placeOrder(
      server.database.db,
      order([{ item: product._id, amount: 1 }]),
      customer,
    );
    const foreign = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount: 1 }]))
    ).json<Order>();
    const asUser = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(server.userToken) });

    const mine = (await asUser('GET', '/api/v0/shop_order/')).json<{ items: Order[] }>();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.perm.owner === customer._id)).toBe(true);
    expect((await asUser('GET', `/api/v0/shop_order/${own._id}`)).json()).toMatchObject({ _id: own._id });
    expect((await asUser('GET', `/api/v0/shop_order/${foreign._id}`)).json()).toMatchObject({
      statusCode: 403,
      code: 'C100',
    });
    expect((await server.app.inject({ method: 'GET', url: '/api/v0/shop_order/' })).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['PUT', '/api/v0/shop_order/', { _id: own._id, tags: ['x'] }],
      ['DELETE', `/api/v0/shop_order/${own._id}`, undefined],
      ['PUT', '/api/v0/shop/markShipped/', { _id: own._id }],
      ['PUT', '/api/v0/shop/markPayed/', { _id: own._id }],
      ['POST', '/api/v0/shop_stock/adjust', { product: product._id, delta: 5, reason: 'x' }],
      ['GET', '/api/v0/shop_stock/', undefined],
    ] as const) {
      const response = await asUser(method, url, payload as object | undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'C100' });
    }
    const all = (await admin('GET', '/api/v0/shop_order/')).json<{ items: Order[] }>();
    expect(all.items.map((item) => item._id)).toEqual(expect.arrayContaining([own._id, foreign._id]));
  });

  it('marks an order shipped and paid, mails the customer each time and completes it', async () => {
    const product = await productWithStock('Rose Gloria Dei', 14.9, 5);
    const placed = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount: 2 }]))
    ).json<Order>();
    const shipped = await admin('PUT', '/api/v0/shop/markShipped/', { _id: placed._id });
    expect(shipped.json()).toMatchObject({ shipped: true, payed: false, status: 'partial' });
    let [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.created)).limit(1);
    expect(mail).toMatchObject({ to: 'anna.gruber@example.at', template: 'orderShipped' });
    expect(mail!.subject).toBe(`Ihre Bestellung ${placed._id} ist unterwegs`);
    expect(mail!.text).toContain('Hallo Anna Gruber');

    const payed = await admin('PUT', '/api/v0/shop/markPayed/', { _id: placed._id });
    expect(payed.json()).toMatchObject({ shipped: true, payed: true, status: 'complete' });
    [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.created)).limit(1);
    expect(mail).toMatchObject({
      template: 'orderPaid',
      subject: `Zahlungseingang für Ihre Bestellung ${placed._id}`,
    });
    // 2 × 14,90 plus 6,90 shipping.
    expect(mail!.text).toContain('€ 36,70');

    expect((await admin('PUT', '/api/v0/shop/markShipped/', { _id: 'gibtsnicht' })).statusCode).toBe(404);
  });

  it('turns a paid voucher product into a voucher of its price', async () => {
    const voucherProduct = (
      await admin('POST', '/api/v0/shop_product/', { title: 'Gutschein 50 €', price: 50, type: 'voucher' })
    ).json<Product>();
    const placed = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: voucherProduct._id, amount: 2 }]))
    ).json<Order>();
    await admin('PUT', '/api/v0/shop/markPayed/', { _id: placed._id });
    await admin('PUT', '/api/v0/shop/markPayed/', { _id: placed._id });
    const vouchers = await server.database.db
      .select()
      .from(shopVouchers)
      .where(eq(shopVouchers.orderId, placed._id));
    expect(vouchers.map((voucher) => [voucher.valueCents, voucher.remainingCents])).toEqual([
      [5000, 5000],
      [5000, 5000],
    ]);
    expect(vouchers[0]!.code).toMatch(/^GW-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('keeps stock with reasons: adjustments, the movement history, low stock, and orders removed', async () => {
    const product = await productWithStock('Buchsbaum Kugel', 24.9, 3);
    const negative = await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      delta: -4,
      reason: 'Bruch',
    });
    expect(negative.json()).toEqual({
      statusCode: 409,
      code: 'NEGATIVE_STOCK',
      message: 'Der Lagerbestand darf nicht negativ werden.',
    });
    const both = await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      delta: 1,
      quantity: 2,
      reason: 'x',
    });
    expect(both.statusCode).toBe(400);
    const noReason = await admin('POST', '/api/v0/shop_stock/adjust', { product: product._id, delta: 1 });
    expect(noReason.json()).toMatchObject({
      statusCode: 400,
      message: "body must have required property 'reason'",
    });
    await admin('POST', '/api/v0/shop_stock/adjust', { product: product._id, delta: -1, reason: 'Bruch' });

    const placed = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount: 2 }]))
    ).json<Order>();
    expect(await stockOf(product._id)).toBe(0);
    const low = (await admin('GET', '/api/v0/shop_stock/?below=1')).json<{
      items: Array<{ product: string }>;
    }>();
    expect(low.items.map((item) => item.product)).toContain(product._id);

    expect((await admin('DELETE', `/api/v0/shop_order/${placed._id}`)).statusCode).toBe(200);
    expect(await stockOf(product._id)).toBe(2);
    const history = (await admin('GET', `/api/v0/shop_stock/movements?product=${product._id}`)).json<{
      items: Array<{ delta: number; quantity: number; reason: string; user: string | null }>;
    }>();
    expect(history.items.map(({ delta, quantity, reason }) => [delta, quantity, reason])).toEqual([
      [2, 2, 'order removed'],
      [-2, 0, 'order'],
      [-1, 2, 'Bruch'],
      [3, 3, 'Inventur'],
    ]);
    expect(history.items.every((item) => typeof item.user === 'string')).toBe(true);
  });
});
