import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { planResources, productionStages } from '../invoice/plan-table';
import { messages } from '../message/table';
import { newsletterSubscribers } from '../newsletter/table';
import { shopOrders } from '../shop-order/table';
import { shopProducts } from '../shop-product/table';
import { shopStock, shopStockMovements } from '../shop-stock/table';
import { adminDashboard, type AdminDashboard } from './service';

/** 15 March 2026, 11:00 in Vienna (CET). */
const NOW = new Date('2026-03-15T10:00:00Z');

describe.each(await databaseKinds())('the admin dashboard’s counts on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);

  /**
   * Orders (cents, paid, shipped): 1 today 3270 paid; 2 today in Vienna (00:30) 1000; 3 on 1 March
   * 5000 paid and shipped; 4 on 1 March in Vienna (00:30, still February in UTC) 700 paid and
   * shipped; 5 on 28 February in Vienna 9900; 6 this month 2000 but withdrawn.
   * Messages: two unread, one read. Subscribers: confirmed 1 March (counts), confirmed 10 February
   * (33 days ago), unconfirmed, unsubscribed. Stock: 0, 4, 5 and 12 pieces.
   */
  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.app.db;
    // A known start: the seed's own orders, messages, subscribers and stock would count too.
    await db.delete(shopOrders);
    await db.delete(messages);
    await db.delete(newsletterSubscribers);
    await db.delete(shopStockMovements);
    await db.delete(shopStock);
    const order = (
      number: string,
      totalCents: number,
      created: string,
      extra: Partial<typeof shopOrders.$inferInsert> = {},
    ) => ({
      number,
      email: `${number}@example.at`,
      totalCents,
      created: new Date(created),
      data: { invoiceAddress: { type: 'person', first_name: 'Eva', last_name: 'Huber' } } as never,
      ...extra,
    });
    const placed = await db
      .insert(shopOrders)
      .values([
        order('2026-00001', 3270, '2026-03-15T08:00:00Z', { payed: true }),
        // Collected today, 15:00–16:00 in Vienna; order 6 would have been, but was withdrawn.
        order('2026-00002', 1000, '2026-03-14T23:30:00Z', {
          pickupStart: new Date('2026-03-15T14:00:00Z'),
          pickupEnd: new Date('2026-03-15T15:00:00Z'),
        }),
        order('2026-00003', 5000, '2026-03-01T00:30:00Z', { payed: true, shipped: true }),
        order('2026-00004', 700, '2026-02-28T23:30:00Z', { payed: true, shipped: true }),
        order('2026-00005', 9900, '2026-02-28T22:30:00Z'),
        order('2026-00006', 2000, '2026-03-10T09:00:00Z', {
          withdrawnAt: new Date('2026-03-11T09:00:00Z'),
          pickupStart: new Date('2026-03-15T14:00:00Z'),
          pickupEnd: new Date('2026-03-15T15:00:00Z'),
        }),
      ])
      .returning({ id: shopOrders.id, number: shopOrders.number });
    const orderId = (number: string) => placed.find((each) => each.number === number)!.id;
    /*
     * Production stages around NOW (the next 7 days end 22 March, 11:00 in Vienna):
     * order 1 (open): Ausgraben running now, Topfen 16 March, Liefern starting 22 March 10:00 Vienna
     * (in), Pflanzen 22 March 12:00 Vienna (after the 7 days); order 2 (partial): Roden complete and
     * past, Pflanzen partial 17 March; order 3: Liefern complete, so the plan is complete (out);
     * a stage of an order that no longer exists (out).
     */
    await db.delete(productionStages);
    await db.delete(planResources);
    const [team, truck] = await db
      .insert(planResources)
      .values([{ name: 'Team Nord' }, { name: 'LKW' }])
      .returning({ id: planResources.id });
    const stage = (
      order: string,
      position: number,
      name: string,
      start: string,
      end: string,
      status = 'open',
    ) => ({
      orderId: order,
      uuid: `${name}-${position}`,
      position,
      name,
      start: new Date(start),
      end: new Date(end),
      resources: [name === 'Liefern' ? truck!.id : team!.id],
      status: status as 'open' | 'partial' | 'complete',
    });
    await db
      .insert(productionStages)
      .values([
        stage(orderId('2026-00001'), 0, 'Ausgraben', '2026-03-15T09:00:00Z', '2026-03-15T11:00:00Z'),
        stage(orderId('2026-00001'), 1, 'Topfen', '2026-03-16T07:00:00Z', '2026-03-16T09:00:00Z'),
        stage(orderId('2026-00001'), 2, 'Liefern', '2026-03-22T09:00:00Z', '2026-03-22T11:00:00Z'),
        stage(orderId('2026-00001'), 3, 'Pflanzen', '2026-03-22T11:00:00Z', '2026-03-22T13:00:00Z'),
        stage(orderId('2026-00002'), 0, 'Roden', '2026-03-15T07:00:00Z', '2026-03-15T09:00:00Z', 'complete'),
        stage(
          orderId('2026-00002'),
          1,
          'Pflanzen',
          '2026-03-17T08:00:00Z',
          '2026-03-17T10:00:00Z',
          'partial',
        ),
        stage(
          orderId('2026-00003'),
          0,
          'Liefern',
          '2026-03-18T08:00:00Z',
          '2026-03-18T10:00:00Z',
          'complete',
        ),
        stage('gone', 0, 'Topfen', '2026-03-16T10:00:00Z', '2026-03-16T12:00:00Z'),
      ]);
    await db.insert(messages).values([
      { name: 'Anna', email: 'anna@example.at', message: 'Wann blüht die Felsenbirne?' },
      { name: 'Karl', email: 'karl@example.at', message: 'Liefern Sie nach Tirol?' },
      { name: 'Olga', email: 'olga@example.at', message: 'Danke!', read: true },
    ]);
    const subscriber = (email: string, status: string, confirmed: string | null) => ({
      email,
      status,
      unsubscribeToken: `token-${email}`,
      confirmed: confirmed === null ? null : new Date(confirmed),
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        subscriber('neu@example.at', 'confirmed', '2026-03-01T09:00:00Z'),
        subscriber('alt@example.at', 'confirmed', '2026-02-10T09:00:00Z'),
        subscriber('offen@example.at', 'unconfirmed', null),
        subscriber('weg@example.at', 'unsubscribed', '2026-03-05T09:00:00Z'),
      ]);
    // Three of the seeded products.
    const [thuja, rose, birch] = (await db.select({ _id: shopProducts.id }).from(shopProducts).limit(3)) as [
      { _id: string },
      { _id: string },
      { _id: string },
    ];
    await db.insert(shopStock).values([
      { productId: thuja._id, variant: '', quantity: 0 },
      { productId: thuja._id, variant: '120-140', quantity: 4 },
      { productId: rose._id, variant: '', quantity: 5 },
      { productId: birch._id, variant: '', quantity: 12 },
    ]);
  });
  afterAll(() => server.close());

  it('counts today’s and this month’s orders by Vienna days, what is to ship and unpaid, stock, messages and subscribers', async () => {
    expect(await adminDashboard(server.app.db, NOW)).toEqual<AdminDashboard>({
      today: '2026-03-15',
      month: '2026-03',
      orders_today: { orders: 2, turnover: 42.7 },
      orders_month: { orders: 4, turnover: 99.7 },
      to_ship: 3,
      unpaid: 2,
      low_stock: 2,
      low_stock_below: 5,
      unread_messages: 2,
      new_subscribers: 1,
      subscriber_days: 30,
      upcoming_stages: {
        count: 4,
        next: [
          {
            name: 'Ausgraben',
            start: '2026-03-15T09:00:00.000Z',
            end: '2026-03-15T11:00:00.000Z',
            order: '2026-00001',
            resources: ['Team Nord'],
          },
          {
            name: 'Topfen',
            start: '2026-03-16T07:00:00.000Z',
            end: '2026-03-16T09:00:00.000Z',
            order: '2026-00001',
            resources: ['Team Nord'],
          },
          {
            name: 'Pflanzen',
            start: '2026-03-17T08:00:00.000Z',
            end: '2026-03-17T10:00:00.000Z',
            order: '2026-00002',
            resources: ['Team Nord'],
          },
          {
            name: 'Liefern',
            start: '2026-03-22T09:00:00.000Z',
            end: '2026-03-22T11:00:00.000Z',
            order: '2026-00001',
            resources: ['LKW'],
          },
        ],
      },
      stage_days: 7,
      pickups_today: [
        {
          _id: expect.any(String) as unknown as string,
          number: '2026-00002',
          name: 'Eva Huber',
          start: '2026-03-15T14:00:00.000Z',
          end: '2026-03-15T15:00:00.000Z',
          shipped: false,
        },
      ],
    });
  });

  it('answers admins only, with the counts of now', async () => {
    for (const headers of [{}, bearer(server.userToken)])
      expect((await call('GET', '/api/v0/admin/dashboard', undefined, headers)).statusCode).toBe(403);
    const answer = await call('GET', '/api/v0/admin/dashboard');
    expect(answer.statusCode, answer.body).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
    expect(answer.json<AdminDashboard>()).toMatchObject({
      today,
      to_ship: 3,
      unpaid: 2,
      low_stock: 2,
      unread_messages: 2,
    });
  });
});
