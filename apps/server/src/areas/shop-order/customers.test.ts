import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { users } from '../auth/table';
import type { ShopCustomer } from './customers';
import { shopOrders } from './table';

describe.each(await databaseKinds())('the shop’s customers on %s', (kind) => {
  let server: TestServer;
  let kundeId: string;
  let olgaId: string;
  const call = adminCalls(() => server);
  const list = async (query = '') => {
    const answer = await call('GET', `/api/v0/shop_order/customers${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ items: ShopCustomer[]; total: number }>();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    [{ id: kundeId }] = (await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.handle, 'kunde@gartenwerk.test'))) as [{ id: string }];
    [{ id: olgaId }] = (await db
      .insert(users)
      .values({
        handle: 'olga@example.at',
        name: 'Olga Ohne',
        roles: ['user'],
        userData: { shop: { discount: 5, shipping_free: true } },
      })
      .returning({ id: users.id })) as [{ id: string }];
    const person = (first_name: string, last_name: string) => ({ type: 'person', first_name, last_name });
    const order = (
      number: string,
      email: string,
      totalCents: number,
      created: string,
      invoiceAddress: object,
      extra: Partial<typeof shopOrders.$inferInsert> = {},
    ) => ({
      number,
      email,
      totalCents,
      created: new Date(created),
      data: { invoiceAddress } as never,
      ...extra,
    });
    await db.insert(shopOrders).values([
      // A guest who wrote her address once with capitals: one customer.
      order('2026-00001', 'Anna.Gruber@example.at', 3270, '2026-03-01T09:00:00Z', person('Anna', 'Gruber'), {
        payed: true,
      }),
      order('2026-00002', 'anna.gruber@example.at', 1000, '2026-03-02T09:00:00Z', person('Anna', 'Gruber')),
      // A registered customer ordering under another address; the withdrawn order brings no revenue.
      order('2026-00003', 'karl.privat@example.at', 5000, '2026-02-10T09:00:00Z', person('Karl', 'Kunde'), {
        owner: kundeId,
        payed: true,
      }),
      order('2026-00004', 'karl.privat@example.at', 2000, '2026-02-01T09:00:00Z', person('Karl', 'Kunde'), {
        owner: kundeId,
        payed: true,
        withdrawnAt: new Date('2026-02-03T09:00:00Z'),
      }),
      order('2026-00005', 'einkauf@lindenhof.example', 9900, '2026-03-05T09:00:00Z', {
        type: 'company',
        company: 'Gärtnerei Lindenhof',
      }),
    ]);
  });
  afterAll(() => server.close());

  it('lists guests by e-mail and registered customers, with orders, revenue and last order, newest first', async () => {
    expect(await list()).toEqual({
      items: [
        {
          _id: 'guest:einkauf@lindenhof.example',
          user_id: null,
          name: 'Gärtnerei Lindenhof',
          email: 'einkauf@lindenhof.example',
          orders: 1,
          revenue: 0,
          last_order: '2026-03-05T09:00:00.000Z',
          shop: null,
        },
        {
          _id: 'guest:anna.gruber@example.at',
          user_id: null,
          name: 'Anna Gruber',
          email: 'anna.gruber@example.at',
          orders: 2,
          revenue: 32.7,
          last_order: '2026-03-02T09:00:00.000Z',
          shop: null,
        },
        {
          _id: kundeId,
          user_id: kundeId,
          name: 'Karl Kunde',
          email: 'kunde@gartenwerk.test',
          orders: 2,
          revenue: 50,
          last_order: '2026-02-10T09:00:00.000Z',
          shop: null,
        },
        {
          _id: olgaId,
          user_id: olgaId,
          name: 'Olga Ohne',
          email: 'olga@example.at',
          orders: 0,
          revenue: 0,
          last_order: null,
          shop: { discount: 5, shipping_free: true },
        },
      ],
      total: 4,
    });
  });

  it('sorts on the server, searches name and e-mail, and pages', async () => {
    expect((await list('?sort=-revenue')).items.map((customer) => customer.name)).toEqual([
      'Karl Kunde',
      'Anna Gruber',
      'Gärtnerei Lindenhof',
      'Olga Ohne',
    ]);
    expect((await list('?sort=orders')).items.map((customer) => customer.orders)).toEqual([0, 1, 2, 2]);
    expect((await list('?sort=name')).items.map((customer) => customer.name)).toEqual([
      'Anna Gruber',
      'Gärtnerei Lindenhof',
      'Karl Kunde',
      'Olga Ohne',
    ]);
    expect((await list('?search=GRUBER')).items.map((customer) => customer.name)).toEqual(['Anna Gruber']);
    expect((await list('?search=kunde%40garten')).total).toBe(1);
    expect(await list('?sort=name&limit=1&skip=1')).toMatchObject({
      items: [{ name: 'Gärtnerei Lindenhof' }],
      total: 4,
    });
  });

  it('refuses other sorts and anyone but admins', async () => {
    for (const sort of ['__proto__', 'total', '-created']) {
      const answer = await call('GET', `/api/v0/shop_order/customers?sort=${sort}`);
      expect(answer.statusCode, sort).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION' });
    }
    for (const headers of [{}, bearer(server.userToken)]) {
      const answer = await call('GET', '/api/v0/shop_order/customers', undefined, headers);
      expect(answer.statusCode).toBe(403);
    }
  });
});
