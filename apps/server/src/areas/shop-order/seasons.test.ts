import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import type { Product } from '../shop-product/schemas';
import type { ProductGroup } from '../shop-productgroup/schemas';
import { pdfText } from '../../../test/pdf-text';
import { outbox } from '../mail/table';
import type { Order, PlaceOrderInput, QuoteAnswer } from './schemas';
import { shopOrders } from './table';

const SUMMER = '2026-07-01T08:00:00Z';
const BARE_ROOT_SHIPPING = { from: '10-15', until: '04-15' };

describe.each(await databaseKinds())('seasons and pre-orders on %s', (kind) => {
  let server: TestServer;
  let bareRoot: ProductGroup;
  let hedge: Product;
  let rose: Product;
  let appleTree: Product;
  let fertilizer: Product;

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: bearer(server.adminToken),
    });
  let keys = 0;
  const invoiceAddress = {
    type: 'person',
    first_name: 'Anna',
    last_name: 'Gruber',
    address: 'Hauptstraße 5',
    zip: '3500',
    city: 'Krems',
    country: 'at',
  } as const;
  const placeOrder = (items: PlaceOrderInput['items'], email = 'anna.gruber@example.at', extra = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'idempotency-key': `seasons-${kind}-${++keys}` },
      payload: {
        items,
        email,
        invoiceAddress,
        selectedPayment: 'prepayment',
        termsAccepted: true,
        ...extra,
      },
    });

  async function product(title: string, extra: object): Promise<Product> {
    const created = await admin('POST', '/api/v0/shop_product/', {
      title,
      price: 10,
      shipping_groups: ['paket'],
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<Product>();
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    const saved = await admin('PUT', '/api/v0/config/', {
      components: {
        ...config.components,
        shop: {
          ...config.components.shop,
          shipping_groups: [{ uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9 } }] }],
          bank_details: {
            account_holder: 'Gartenwerk Baumschule GmbH',
            iban: 'AT61 1904 3002 3457 3201',
            bic: 'BKAUATWW',
            bank: 'Bank Austria',
          },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const group = await admin('POST', '/api/v0/shop_productgroup/', {
      title: 'Wurzelware',
      shipping_season: BARE_ROOT_SHIPPING,
      preorders_allowed: true,
    });
    expect(group.statusCode, group.body).toBe(200);
    bareRoot = group.json<ProductGroup>();
    const trees = (
      await admin('POST', '/api/v0/shop_productgroup/', {
        title: 'Obstbäume wurzelnackt',
        sales_season: { from: '09-01', until: '04-15' },
        shipping_season: BARE_ROOT_SHIPPING,
        preorders_allowed: true,
      })
    ).json<ProductGroup>();
    hedge = await product('Liguster wurzelnackt', { product_groups: [bareRoot._id] });
    rose = await product('Rose im Topf', {
      product_groups: [bareRoot._id],
      shipping_season: { from: '03-01', until: '09-30' },
    });
    appleTree = await product('Apfelbaum Topaz wurzelnackt', { product_groups: [trees._id] });
    fertilizer = await product('Hornspäne 5 kg', {});
    vi.stubEnv('SHOP_NOW', SUMMER);
  });
  afterEach(() => vi.stubEnv('SHOP_NOW', SUMMER));
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  });

  it('keeps the seasons and the pre-order flag of a group', () => {
    expect(bareRoot).toMatchObject({
      shipping_season: BARE_ROOT_SHIPPING,
      sales_season: null,
      pickup_season: null,
      preorders_allowed: true,
    });
  });

  it('answers each product’s availability in summer; the product’s own season wins over its group’s', async () => {
    const answer = await call(server, 'GET', `/api/v0/shop_product/?product_groups=${bareRoot._id}`);
    const byTitle = Object.fromEntries(
      answer.json<{ items: Product[] }>().items.map((item) => [item.title, item.availability]),
    );
    expect(byTitle).toEqual({
      'Liguster wurzelnackt': { state: 'preorder', ship_from: '2026-10-15', ship_week: 42 },
      'Rose im Topf': { state: 'now' },
    });
    expect((await call(server, 'GET', `/api/v0/shop_product/${appleTree._id}`)).json().availability).toEqual({
      state: 'not_orderable',
      orderable_from: '2026-09-01',
    });
    expect((await call(server, 'GET', `/api/v0/shop_product/${rose._id}`)).json()).toMatchObject({
      shipping_season: { from: '03-01', until: '09-30' },
      availability: { state: 'now' },
    });
  });

  it('answers a group’s changed season for its products at once, the groups being remembered', async () => {
    const hedgeNow = async () =>
      (await call(server, 'GET', `/api/v0/shop_product/${hedge._id}`)).json().availability;
    expect(await hedgeNow()).toEqual({ state: 'preorder', ship_from: '2026-10-15', ship_week: 42 });
    const opened = await admin('PUT', `/api/v0/shop_productgroup/${bareRoot._id}`, { shipping_season: null });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await hedgeNow()).toEqual({ state: 'now' });
    const back = await admin('PUT', `/api/v0/shop_productgroup/${bareRoot._id}`, {
      shipping_season: BARE_ROOT_SHIPPING,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await hedgeNow()).toEqual({ state: 'preorder', ship_from: '2026-10-15', ship_week: 42 });
  });

  it('stores the planned shipping date of a pre-ordered line, none for a line shipped now', async () => {
    const placed = await placeOrder([
      { item: hedge._id, amount: 25 },
      { item: fertilizer._id, amount: 1 },
      { item: rose._id, amount: 1 },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<Order>();
    expect(order.items.map((item) => [item.title, item.planned_ship_date])).toEqual([
      ['Liguster wurzelnackt', '2026-10-15'],
      ['Hornspäne 5 kg', null],
      ['Rose im Topf', null],
    ]);
    const [row] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(row!.data.items.map((item) => item.planned_ship_date)).toEqual(['2026-10-15', null, null]);
  });

  it('ships a bare-root hedge ordered after Vienna midnight of 15 October without a planned date', async () => {
    vi.stubEnv('SHOP_NOW', '2026-10-14T22:30:00Z');
    const placed = await placeOrder([{ item: hedge._id, amount: 10 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<Order>().items[0]!.planned_ship_date).toBeNull();
  });

  it('refuses a product outside its sales season in the cart and in the order, naming the day', async () => {
    const message =
      '„Apfelbaum Topaz wurzelnackt“ ist außerhalb seiner Saison und erst ab 01.09. bestellbar.';
    const cart = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/shop/cart/',
      payload: [{ item: appleTree._id, amount: 1 }],
    });
    expect(cart.statusCode).toBe(409);
    expect(cart.json()).toMatchObject({ code: 'NOT_ORDERABLE', message });
    const placed = await placeOrder([{ item: appleTree._id, amount: 1 }]);
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({ code: 'NOT_ORDERABLE', message });
    const orders = await server.database.db.select().from(shopOrders);
    expect(orders.some((order) => order.data.items.some((item) => item.item === appleTree._id))).toBe(false);
  });

  it('takes the hedge into the cart as a pre-order, and the apple tree once its sales season began', async () => {
    const cart = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/shop/cart/',
      payload: [{ item: hedge._id, amount: 5 }],
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().lines[0].item.availability).toEqual({
      state: 'preorder',
      ship_from: '2026-10-15',
      ship_week: 42,
    });
    // Its sales season begins on 1 September: from then on it is a pre-order too.
    vi.stubEnv('SHOP_NOW', '2026-09-10T08:00:00Z');
    const tree = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/shop/cart/',
      payload: [{ item: appleTree._id, amount: 1 }],
    });
    expect(tree.statusCode).toBe(200);
    expect(tree.json().lines[0].item.availability).toEqual({
      state: 'preorder',
      ship_from: '2026-10-15',
      ship_week: 42,
    });
  });

  it('refuses a season day that is no day of the year with a German message', async () => {
    const refused = await admin('PUT', `/api/v0/shop_productgroup/${bareRoot._id}`, {
      shipping_season: { from: '10-32', until: '04-15' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Versandsaison: „10-32“ ist kein Tag im Format MM-TT (z. B. 10-15 für den 15. Oktober).',
    );
    const product = await admin('PUT', `/api/v0/shop_product/${hedge._id}`, {
      sales_season: { from: '9-1', until: '04-15' },
    });
    expect(product.statusCode).toBe(400);
    expect(product.json().message).toBe(
      'Verkaufssaison: „9-1“ ist kein Tag im Format MM-TT (z. B. 10-15 für den 15. Oktober).',
    );
  });

  it('lists the orders to send in a week, and those due today, by their shipping day', async () => {
    const email = 'wochen@example.at';
    const preorder = (await placeOrder([{ item: hedge._id, amount: 3 }], email)).json<Order>();
    const placed = (await placeOrder([{ item: fertilizer._id, amount: 1 }], email)).json<Order>();
    // Placed on the shop's summer day (the clock of the row is the real one).
    await server.database.db
      .update(shopOrders)
      .set({ created: new Date(SUMMER) })
      .where(eq(shopOrders.id, placed._id));
    const now = (await admin('GET', `/api/v0/shop_order/${placed._id}`)).json<Order>();
    expect([preorder.ship_day, now.ship_day]).toEqual(['2026-10-15', '2026-07-01']);
    const numbers = async (query: string) => {
      const answer = await admin('GET', `/api/v0/shop_order/?search=${email}&${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ items: Order[] }>().items.map((order) => order.number);
    };
    expect(await numbers('ship=2026-W42')).toEqual([preorder.number]);
    expect(await numbers('ship=2026-W27')).toEqual([now.number]);
    expect(await numbers('ship=due')).toEqual([now.number]);
    expect(await numbers('sort=-ship_day')).toEqual([preorder.number, now.number]);
    // On the day the season starts the pre-order is due too; a sent order no longer is.
    vi.stubEnv('SHOP_NOW', '2026-10-15T06:00:00Z');
    expect(await numbers('ship=due&sort=ship_day')).toEqual([now.number, preorder.number]);
    // The dashboard counts the same: these two and the first test's pre-order (the others were
    // placed today, after the shop's 15 October).
    const toShip = async () => (await admin('GET', '/api/v0/admin/dashboard')).json().to_ship;
    expect(await toShip()).toBe(3);
    expect((await admin('PUT', '/api/v0/shop/markShipped/', { _id: now._id })).statusCode).toBe(200);
    expect(await numbers('ship=due')).toEqual([preorder.number]);
    expect(await toShip()).toBe(2);
    expect((await admin('GET', '/api/v0/shop_order/?ship=2026-W60')).statusCode).toBe(400);
  });

  it('sends a split delivery in two charged shipments when the shop allows it, each on its day', async () => {
    const email = 'zwei-sendungen@example.at';
    const cart = [
      { item: hedge._id, amount: 25 },
      { item: fertilizer._id, amount: 2 },
    ];
    const quote = async (extra = {}) => {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/v0/shop/checkout/quote',
        payload: { items: cart, invoiceAddress, ...extra },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<QuoteAnswer>();
    };
    // Not offered while the shop does not allow it; an order asking for it is refused, nothing stored.
    expect((await quote()).split_delivery).toBeNull();
    const refused = await placeOrder(cart, email, { split_delivery: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Eine Lieferung in zwei Sendungen ist für diese Bestellung nicht möglich: Bitte prüfen Sie die Zusammenfassung und bestellen Sie erneut.',
    );
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    const allowed = await admin('PUT', '/api/v0/config/', {
      components: { ...config.components, shop: { ...config.components.shop, split_deliveries: true } },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);

    // 270 € of goods; one parcel 6.90 €, two parcels 13.80 €.
    const one = await quote();
    expect(one.split_delivery).toEqual({ ship_from: '2026-10-15', extra_shipping: 6.9 });
    expect(one.totals).toMatchObject({ items: 270, shipping: 6.9, total: 276.9 });
    expect((await quote({ split_delivery: true })).totals).toMatchObject({ shipping: 13.8, total: 283.8 });
    expect((await quote({ shippingMethod: 'pickup' })).split_delivery).toBeNull();
    // Nothing ships now besides the pre-order: one shipment.
    expect((await quote({ items: [cart[0]] })).split_delivery).toBeNull();

    const placed = await placeOrder(cart, email, { split_delivery: true });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<Order>();
    expect(order).toMatchObject({ split_delivery: { first_shipped_at: null }, total: 283.8 });
    expect(order.totals).toMatchObject({ shipping: 13.8, total: 283.8 });
    expect(
      order.items.map((item) => [item.title, item.planned_ship_date, item.second_shipment ?? false]),
    ).toEqual([
      ['Liguster wurzelnackt', '2026-10-15', true],
      ['Hornspäne 5 kg', null, false],
    ]);
    const [confirmation] = await server.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(confirmation!.text).toContain(
      'Lieferung in zwei Sendungen: die lieferbaren Artikel sofort, die übrigen, sobald sie versandbereit sind',
    );
    expect(confirmation!.text).toContain('Versand: € 13,80');
    const pdf = await pdfText((await admin('GET', `/api/v0/shop_order/${order._id}/pdf`)).rawPayload);
    expect(pdf).toContain('Lieferung in zwei Sendungen');
    expect(pdf).toContain('Vorbestellung – Versand ab KW 42 (ab 15.10.)');

    // The first shipment is due on the day of the order, the second in week 42.
    await server.database.db
      .update(shopOrders)
      .set({ created: new Date(SUMMER) })
      .where(eq(shopOrders.id, order._id));
    const numbers = async (query: string) =>
      (await admin('GET', `/api/v0/shop_order/?search=${email}&${query}`))
        .json<{ items: Order[] }>()
        .items.map((found) => found.number);
    expect((await admin('GET', `/api/v0/shop_order/${order._id}`)).json<Order>().ship_day).toBe('2026-07-01');
    expect(await numbers('ship=due')).toEqual([order.number]);
    expect(await numbers('ship=2026-W42')).toEqual([]);

    const first = await admin('PUT', '/api/v0/shop/markShipped/', { _id: order._id, shipment: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Order>()).toMatchObject({ shipped: false, ship_day: '2026-10-15' });
    expect(first.json<Order>().split_delivery!.first_shipped_at).not.toBeNull();
    expect(await numbers('ship=due')).toEqual([]);
    expect(await numbers('ship=2026-W42')).toEqual([order.number]);
    // Marked twice, told once.
    expect(
      (await admin('PUT', '/api/v0/shop/markShipped/', { _id: order._id, shipment: 1 })).statusCode,
    ).toBe(200);
    const told = (await server.database.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) =>
      mail.subject.includes('Die erste Sendung ist unterwegs'),
    );
    expect(told.map((mail) => mail.subject)).toEqual([
      `Ihre Bestellung ${order.number}: Die erste Sendung ist unterwegs`,
    ]);
    const all = await admin('PUT', '/api/v0/shop/markShipped/', { _id: order._id });
    expect(all.json<Order>()).toMatchObject({ shipped: true });

    // An order in one shipment has no first shipment to mark.
    const single = (await placeOrder(cart, email)).json<Order>();
    expect(single.split_delivery).toBeUndefined();
    expect(single.totals.shipping).toBe(6.9);
    const notSplit = await admin('PUT', '/api/v0/shop/markShipped/', { _id: single._id, shipment: 1 });
    expect(notSplit.statusCode).toBe(409);
    expect(notSplit.json().message).toBe(
      `Die Bestellung ${single.number} wird in einer Sendung geliefert: Es gibt keine erste Sendung zu versenden.`,
    );
  });
});
