import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANY_ORDERS,
  anAddress,
  call,
  configureShop,
  createProduct,
  startTestServer,
  type CallMethod,
  type TestServer,
} from '../../../test/support';
import type { Order } from '../shop-order/schemas';
import { shopOrders } from '../shop-order/table';
import type { Product } from '../shop-product/schemas';

const vienna = anAddress();

describe.each(await databaseKinds())('affiliates on %s', (kind) => {
  let server: TestServer;
  let product: Product;
  let keys = 0;

  const admin = (method: CallMethod, url: string, payload?: unknown) =>
    call(server, method, url, payload, server.adminToken);

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    await configureShop(server);
    product = await createProduct(server);
  });
  afterAll(async () => server.close());

  /** A guest's prepayment order, with the browser's cookies. */
  const order = async (amount: number, cookie?: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'idempotency-key': `affiliate-${kind}-${++keys}`, ...(cookie ? { cookie } : {}) },
      payload: {
        items: [{ item: product._id, amount }],
        email: 'lena.huber@example.at',
        invoiceAddress: vienna,
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Order>();
  };

  it('lets only admins read and write affiliates (C100)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v0/shop_affiliate/'],
      ['POST', '/api/v0/shop_affiliate/'],
      ['GET', '/api/v0/shop/affiliates'],
    ] as const) {
      for (const token of [undefined, server.userToken]) {
        const refused = await call(
          server,
          method,
          url,
          method === 'POST' ? { name: 'X', code: 'XY', commission: 5 } : undefined,
          token,
        );
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('C100');
      }
    }
  });

  it('refuses bad input with 400 and a taken code with 409, in German and English', async () => {
    const noCode = await admin('POST', '/api/v0/shop_affiliate/', { name: 'Gartenblog', commission: 5 });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe("body must have required property 'code'");
    const rate = await admin('POST', '/api/v0/shop_affiliate/', {
      name: 'Gartenblog',
      code: 'BLOG',
      commission: 101,
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().message).toBe('body/commission must be <= 100');
    const spaces = await admin('POST', '/api/v0/shop_affiliate/', {
      name: 'Gartenblog',
      code: 'mein blog',
      commission: 5,
    });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().message).toContain('body/code must match pattern');
    const first = await admin('POST', '/api/v0/shop_affiliate/', {
      name: 'Gartenblog',
      code: 'blog',
      commission: 5,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().code).toBe('BLOG');
    const again = await admin('POST', '/api/v0/shop_affiliate/', {
      name: 'Anderer',
      code: 'Blog',
      commission: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Der Code BLOG ist bereits vergeben.');
    const english = await call(
      server,
      'POST',
      '/api/v0/shop_affiliate/',
      { name: 'Anderer', code: 'BLOG', commission: 5 },
      server.adminToken,
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe('The code BLOG is already taken.');
    const noMail = await admin('POST', '/api/v0/shop_affiliate/', {
      name: 'Anderer',
      code: 'ANDERER',
      commission: 5,
      email: 'kein-mail',
    });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().message).toBe('„kein-mail“ ist keine gültige E-Mail-Adresse.');
    const changed = await admin('PUT', `/api/v0/shop_affiliate/${first.json()._id}`, { email: 'kein-mail' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('„kein-mail“ ist keine gültige E-Mail-Adresse.');
    const mail = await admin('PUT', `/api/v0/shop_affiliate/${first.json()._id}`, {
      email: ' blog@gartenblog.example ',
    });
    expect(mail.json().email).toBe('blog@gartenblog.example');
    const unknown = await admin('GET', '/api/v0/shop/affiliates?affiliate=unknown');
    expect(unknown.statusCode).toBe(404);
  });

  it('remembers a valid ?ref= code for 30 days and the order carries the affiliate', async () => {
    const partner = (
      await admin('POST', '/api/v0/shop_affiliate/', {
        name: 'Grüner Daumen',
        code: 'GRUEN',
        commission: 7.5,
      })
    ).json();
    const page = await call(server, 'GET', '/shop?ref=gruen');
    const cookie = page.cookies.find((candidate) => candidate.name === 'gw_ref');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(
      (await call(server, 'GET', '/shop?ref=NIEMAND')).cookies.find((c) => c.name === 'gw_ref'),
    ).toBeUndefined();
    expect(
      (await call(server, 'GET', '/api/v0/config/?ref=GRUEN')).cookies.find((c) => c.name === 'gw_ref'),
    ).toBeUndefined();

    const referred = await order(1, `gw_ref=${cookie!.value}`);
    expect(referred.affiliate).toBe(partner._id);
    // A cookie not signed by the server names nobody.
    expect((await order(1, `gw_ref=${partner._id}`)).affiliate).toBeNull();
    expect((await order(1)).affiliate).toBeNull();

    // A deactivated partner's link sets nothing, and its old cookie no longer counts.
    await admin('PUT', `/api/v0/shop_affiliate/${partner._id}`, { active: false });
    expect(
      (await call(server, 'GET', '/shop?ref=GRUEN')).cookies.find((c) => c.name === 'gw_ref'),
    ).toBeUndefined();
    expect((await order(1, `gw_ref=${cookie!.value}`)).affiliate).toBeNull();
    const removal = await admin('DELETE', `/api/v0/shop_affiliate/${partner._id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(
      'Zu diesem Affiliate gibt es Bestellungen; er kann nicht gelöscht, nur deaktiviert werden.',
    );
  });

  it('sums paid orders less refunds per Vienna month, with the commission in exact cents', async () => {
    const partner = (
      await admin('POST', '/api/v0/shop_affiliate/', {
        name: 'Baumschule Blog',
        code: 'BAUM',
        commission: 7.5,
      })
    ).json();
    const cookie = (await call(server, 'GET', '/?ref=BAUM')).cookies.find((c) => c.name === 'gw_ref')!;
    const ref = `gw_ref=${cookie.value}`;
    const october = await order(1, ref); // 39,90 + 6,90 = 46,80
    const november = await order(2, ref); // 79,80 + 6,90 = 86,70
    const refunded = await order(1, ref); // 46,80, 10,00 refunded
    const unpaid = await order(1, ref);
    for (const paid of [october, november, refunded])
      expect((await admin('PUT', '/api/v0/shop/markPayed/', { _id: paid._id })).statusCode).toBe(200);
    await admin('POST', '/api/v0/shop/refund', { _id: refunded._id, amount: 10, reason: 'Kulanz' });
    const at = async (id: string, iso: string) =>
      server.database.db
        .update(shopOrders)
        .set({ created: new Date(iso) })
        .where(eq(shopOrders.id, id));
    await at(october._id, '2026-10-31T22:30:00Z'); // 31 Oct, 23:30 in Vienna
    await at(november._id, '2026-10-31T23:30:00Z'); // 1 Nov, 00:30 in Vienna
    await at(refunded._id, '2026-11-15T10:00:00Z');
    await at(unpaid._id, '2026-11-16T10:00:00Z');

    const stats = (await admin('GET', `/api/v0/shop/affiliates?affiliate=${partner._id}`)).json();
    // November: 86,70 + 36,80 = 123,50, 7,5 % = 9,2625 → 9,26; October: 46,80 → 3,51
    expect(stats.months).toEqual([
      { month: '2026-11', orders: 2, turnover: 123.5, commission: 9.26 },
      { month: '2026-10', orders: 1, turnover: 46.8, commission: 3.51 },
    ]);
    expect(stats.items).toEqual([
      expect.objectContaining({ _id: partner._id, orders: 3, turnover: 170.3, earned: 12.77 }),
    ]);
    expect(stats.orders.map((row: { number: string }) => row.number)).toEqual([
      unpaid.number,
      refunded.number,
      november.number,
      october.number,
    ]);
    expect(stats.orders[0]).toMatchObject({ payed: false, total: 46.8, turnover: 0 });
    expect(stats.orders[1]).toMatchObject({ payed: true, total: 46.8, turnover: 36.8 });

    const all = (await admin('GET', '/api/v0/shop/affiliates')).json();
    expect(all.months).toEqual([]);
    expect(all.items.find((item: { _id: string }) => item._id === partner._id)).toMatchObject({
      earned: 12.77,
    });
  });

  it('keeps the commission an order was placed at when the rate changes later', async () => {
    const partner = (
      await admin('POST', '/api/v0/shop_affiliate/', {
        name: 'Gartenblog',
        code: 'GARTENBLOG',
        commission: 10,
      })
    ).json();
    const cookie = (await call(server, 'GET', '/?ref=GARTENBLOG')).cookies.find((c) => c.name === 'gw_ref')!;
    const ref = `gw_ref=${cookie.value}`;
    const before = await order(1, ref); // 46,80 at 10 %
    const changed = await admin('PUT', `/api/v0/shop_affiliate/${partner._id}`, { commission: 20 });
    expect(changed.statusCode).toBe(200);
    const after = await order(2, ref); // 86,70 at 20 %
    for (const paid of [before, after])
      expect((await admin('PUT', '/api/v0/shop/markPayed/', { _id: paid._id })).statusCode).toBe(200);
    const [stored] = await server.database.db
      .select({ rate: shopOrders.affiliateCommission })
      .from(shopOrders)
      .where(eq(shopOrders.id, before._id));
    expect(stored!.rate).toBe(10);

    const stats = (await admin('GET', `/api/v0/shop/affiliates?affiliate=${partner._id}`)).json();
    // 4,68 + 17,34 = 22,02 (at today's 20 % it would be 26,70)
    expect(stats.items).toEqual([
      expect.objectContaining({ commission: 20, turnover: 133.5, earned: 22.02 }),
    ]);
    expect(
      stats.months.reduce((sum: number, month: { commission: number }) => sum + month.commission, 0),
    ).toBe(22.02);
  });
});
