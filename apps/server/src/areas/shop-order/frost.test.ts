import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import type { ProductGroup } from '../shop-productgroup/schemas';
import type { Order } from './schemas';
import { shopOrders } from './table';

describe.each(await databaseKinds())('frost stop on %s', (kind) => {
  let server: TestServer;
  let hedges: ProductGroup;
  let thuja: Product;
  let hornMeal: Product;
  let order: Order;

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: bearer(server.adminToken),
    });
  const setStop = (stop: object | null) =>
    stop ? admin('PUT', '/api/v0/shop/frost_stop/', stop) : admin('DELETE', '/api/v0/shop/frost_stop/');
  const mailsTo = async (to: string) =>
    (await server.database.db.select().from(outbox).where(eq(outbox.to, to))).filter((mail) =>
      mail.subject.includes('Versand ab'),
    );
  const storedItems = async () =>
    (await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id)))[0]!.data.items;

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    const saved = await admin('PUT', '/api/v0/config/', {
      components: {
        ...config.components,
        shop: {
          ...config.components.shop,
          shipping_groups: [{ uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9 } }] }],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    hedges = (await admin('POST', '/api/v0/shop_productgroup/', { title: 'Heckenpflanzen' })).json();
    thuja = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Thuja Smaragd im Container',
        price: 12.5,
        shipping_groups: ['paket'],
        product_groups: [hedges._id],
      })
    ).json();
    hornMeal = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Hornspäne 5 kg',
        price: 9.9,
        shipping_groups: ['paket'],
      })
    ).json();
    vi.stubEnv('SHOP_NOW', '2026-12-12T09:00:00Z');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  });

  it('is set by admins only, never ends before it begins and names known groups', async () => {
    const stop = { groups: [hedges._id], from: '2026-12-10', until: null, text: 'Bodenfrost' };
    expect((await call(server, 'PUT', '/api/v0/shop/frost_stop/', stop)).statusCode).toBe(403);
    const backwards = await setStop({ ...stop, until: '2026-12-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Der Froststopp kann nicht enden, bevor er beginnt.');
    const unknown = await setStop({ ...stop, groups: ['keine-gruppe'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Die Produktgruppe „keine-gruppe“ gibt es nicht.');
    expect((await setStop({ ...stop, from: '2026-02-30' })).statusCode).toBe(400);
    expect((await admin('GET', '/api/v0/shop/frost_stop/')).json()).toEqual({ stop: null, waiting: 0 });
  });

  it('holds the products of its groups while it lasts; others and pickup go as usual', async () => {
    const set = await setStop({
      groups: [hedges._id],
      from: '2026-12-10',
      until: null,
      text: ' Bodenfrost ',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      stop: { groups: [hedges._id], from: '2026-12-10', until: null, text: 'Bodenfrost' },
      waiting: 0,
      mailed: 0,
    });
    expect((await call(server, 'GET', `/api/v0/shop_product/${thuja._id}`)).json().availability).toEqual({
      state: 'frost_stop',
      ship_from: null,
      text: 'Bodenfrost',
    });
    expect((await call(server, 'GET', `/api/v0/shop_product/${hornMeal._id}`)).json().availability).toEqual({
      state: 'now',
    });
  });

  it('takes the order, holds the line without a day and says so in the confirmation', async () => {
    const placed = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'idempotency-key': `frost-${kind}` },
      payload: {
        items: [
          { item: thuja._id, amount: 10 },
          { item: hornMeal._id, amount: 1 },
        ],
        email: 'frost@example.at',
        invoiceAddress: {
          type: 'person',
          first_name: 'Eva',
          last_name: 'Huber',
          address: 'Kirchengasse 3',
          zip: '3500',
          city: 'Krems',
          country: 'at',
        },
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    order = placed.json<Order>();
    expect(order.items.map((item) => [item.title, item.frost_hold ?? false, item.planned_ship_date])).toEqual(
      [
        ['Thuja Smaragd im Container', true, null],
        ['Hornspäne 5 kg', false, null],
      ],
    );
    const [confirmation] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'frost@example.at'));
    expect(confirmation!.text).toContain('Versand nach Frostende');
    expect((await admin('GET', '/api/v0/shop/frost_stop/')).json().waiting).toBe(1);
  });

  it('plans the held line for the day after the stop once its end is set, and mails the customer once', async () => {
    const stop = { groups: [hedges._id], from: '2026-12-10', until: '2026-12-20', text: 'Bodenfrost' };
    // Two saves at the same moment: the customer is told once.
    const saves = await Promise.all([setStop(stop), setStop(stop)]);
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);
    expect(saves.map((save) => save.json().mailed).sort()).toEqual([0, 1]);
    expect(saves[0]!.json().waiting).toBe(0);
    expect((await storedItems()).map((item) => item.planned_ship_date)).toEqual(['2026-12-21', null]);
    const mails = await mailsTo('frost@example.at');
    expect(mails.map((mail) => mail.subject)).toEqual([`Ihre Bestellung ${order.number}: Versand ab 21.12.`]);
    expect(mails[0]!.text).toContain('10 × Thuja Smaragd im Container: Versand nach Frostende (ab 21.12.)');
    expect(mails[0]!.text).not.toContain('Hornspäne');
    // The same stop again changes nothing and mails nobody.
    expect((await setStop(stop)).json()).toMatchObject({ mailed: 0 });
    expect(await mailsTo('frost@example.at')).toHaveLength(1);
  });

  it('ships from today when the owner ends the stop early', async () => {
    vi.stubEnv('SHOP_NOW', '2026-12-14T07:00:00Z');
    const ended = await setStop(null);
    expect(ended.json()).toEqual({ stop: null, waiting: 0, mailed: 1 });
    expect((await storedItems()).map((item) => [item.frost_hold ?? false, item.planned_ship_date])).toEqual([
      [true, '2026-12-14'],
      [false, null],
    ]);
    expect((await mailsTo('frost@example.at')).map((mail) => mail.subject)).toEqual([
      `Ihre Bestellung ${order.number}: Versand ab 21.12.`,
      `Ihre Bestellung ${order.number}: Versand ab 14.12.`,
    ]);
    expect((await call(server, 'GET', `/api/v0/shop_product/${thuja._id}`)).json().availability).toEqual({
      state: 'now',
    });
  });
});
