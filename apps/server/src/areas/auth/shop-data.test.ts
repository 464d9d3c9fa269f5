import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../../test/support';
import type { CurrentUser } from '../../core/guard';
import { users } from './table';

describe.each(await databaseKinds())('customer shop data on %s', (kind) => {
  let server: TestServer;
  let customer: CurrentUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = (
      await call(server, 'GET', '/api/v0/auth/current', undefined, server.userToken)
    ).json<CurrentUser>();
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    config.components.shop.discount_groups = [
      { uuid: 'wiederverkauf', name: 'Wiederverkäufer', type: 'percent', items: [{ from: 0, discount: 15 }] },
    ];
    const saved = await call(
      server,
      'PUT',
      '/api/v0/config/',
      { components: config.components },
      server.adminToken,
    );
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const put = (token: string, payload: object) => call(server, 'PUT', '/api/v0/auth/', payload, token);
  const stored = async () =>
    (await server.database.db.select().from(users).where(eq(users.id, customer._id)))[0]!.userData;

  const shop = {
    discount: 12.5,
    discount_groups: ['wiederverkauf'],
    shipping_free: false,
    shipping_free_amount_treshhold: 150,
    paymentsources: { invoice: { enabled: true, min: 0, max: 2000 }, prepayment: { enabled: false } },
  };

  it('stores the shop data an admin sets and hands it to the customer', async () => {
    const response = await put(server.adminToken, {
      _id: customer._id,
      userData: { first_name: 'Anna', shop },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].userData).toEqual({ first_name: 'Anna', shop });
    expect(await stored()).toEqual({ first_name: 'Anna', shop });
  });

  it('keeps the shop data when an admin changes other userData, and clears it with null', async () => {
    await put(server.adminToken, { _id: customer._id, userData: { shop } });
    expect(
      (await put(server.adminToken, { _id: customer._id, userData: { first_name: 'Anna' } })).statusCode,
    ).toBe(200);
    expect(await stored()).toEqual({ first_name: 'Anna', shop });
    await put(server.adminToken, { _id: customer._id, userData: { first_name: 'Anna', shop: null } });
    expect(await stored()).toEqual({ first_name: 'Anna', shop: null });
  });

  it.each([
    [{ discount: 101 }, 'userData/shop/discount must be a percentage from 0 to 100'],
    [{ discount: -1 }, 'userData/shop/discount must be a percentage from 0 to 100'],
    [{ discount: '10' }, 'userData/shop/discount must be a percentage from 0 to 100'],
    [
      { discount_groups: ['gibtsnicht'] },
      'userData/shop/discount_groups names an unknown discount group: gibtsnicht',
    ],
    [
      { discount_groups: 'wiederverkauf' },
      'userData/shop/discount_groups must be a list of discount group ids',
    ],
    [{ shipping_free: 'ja' }, 'userData/shop/shipping_free must be true or false'],
    [
      { shipping_free_amount_treshhold: -5 },
      'userData/shop/shipping_free_amount_treshhold must be an amount in euros from 0 to 10000000 or null',
    ],
    [
      { paymentsources: { bitcoin: { enabled: true } } },
      'userData/shop/paymentsources names an unknown payment method: bitcoin',
    ],
    [
      { paymentsources: { invoice: { min: 500, max: 100 } } },
      'userData/shop/paymentsources/invoice/min must not be greater than max',
    ],
    [
      { paymentsources: { invoice: { enabled: 'yes' } } },
      'userData/shop/paymentsources/invoice/enabled must be true or false',
    ],
    [
      { paymentsources: { invoice: { limit: 5 } } },
      'userData/shop/paymentsources/invoice must not have property limit',
    ],
    [{ rabatt: 5 }, 'userData/shop must not have property rabatt'],
    ['viel', 'userData/shop must be an object or null'],
  ])('refuses %j with a clear 400 and keeps what was stored', async (value, message) => {
    const before = await stored();
    const response = await put(server.adminToken, { _id: customer._id, userData: { shop: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(await stored()).toEqual(before);
  });

  it('keeps the shop data when customers change their own userData or try to grant themselves a discount', async () => {
    await put(server.adminToken, { _id: customer._id, userData: { shop } });
    const own = await put(server.userToken, {
      _id: customer._id,
      userData: { first_name: 'Anni', shop: { discount: 100, shipping_free: true } },
    });
    expect(own.statusCode).toBe(200);
    expect(await stored()).toEqual({ first_name: 'Anni', shop });

    const signup = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/signup',
      payload: {
        handle: 'schlau@example.at',
        password: 'Hainbuche-2026-Liguster',
        password2: 'Hainbuche-2026-Liguster',
        userData: { first_name: 'Sepp', shop: { discount: 100 } },
      },
    });
    expect(signup.statusCode).toBe(200);
    const [created] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.handle, 'schlau@example.at'));
    expect(created!.userData).toMatchObject({ first_name: 'Sepp' });
    expect(created!.userData).not.toHaveProperty('shop');
  });
});
