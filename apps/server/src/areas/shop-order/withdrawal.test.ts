import { databaseKinds } from '@gartenwerk/test-helpers';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import type { Order } from './schemas';
import { shopOrders } from './table';
import { checkWithdrawal, withdrawOrder } from './withdrawal';

const GERMAN = { 'accept-language': 'de-AT,de;q=0.9' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

const address = {
  type: 'person' as const,
  first_name: 'Maria',
  last_name: 'Huber',
  address: 'Kremser Gasse 2',
  zip: '3100',
  city: 'St. Pölten',
  country: 'at',
};

/** `25.11.2026` and `17:42` of an instant in Vienna, worked out from its UTC parts (CET, or CEST in summer). */
function viennaClock(iso: string) {
  const at = new Date(iso);
  const year = at.getUTCFullYear();
  // CEST from the last Sunday of March to the last Sunday of October, 01:00 UTC.
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    return new Date(last.getTime() - last.getUTCDay() * 86_400_000);
  };
  const summer = at >= lastSunday(2) && at < lastSunday(9);
  const local = new Date(at.getTime() + (summer ? 2 : 1) * 3_600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  };
}

describe.each(await databaseKinds())('the withdrawal function on %s', (kind) => {
  let server: TestServer;
  let limited: TestServer;
  let product: Product;
  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    product = (
      await call(
        server,
        'POST',
        '/api/v0/shop_product/',
        { title: "Marille 'Ungarische Beste' Halbstamm", price: 59.9 },
        server.adminToken,
      )
    ).json<Product>();
  });
  afterAll(async () => {
    await server.close();
    await limited?.close();
  });

  let keys = 0;
  const place = async (email: string, headers: Record<string, string> = GERMAN, token?: string) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: {
        'idempotency-key': `withdrawal-order-${keys++}`,
        ...headers,
        ...(token ? bearer(token) : {}),
      },
      payload: {
        items: [{ item: product._id, amount: 2 }],
        email,
        invoiceAddress: address,
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<Order>();
  };
  const post = (url: string, payload: object, headers: Record<string, string> = GERMAN) =>
    server.app.inject({ method: 'POST', url: `/api/v0/shop${url}`, headers, payload });
  const mailsTo = (to: string) =>
    server.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.created));

  it('shows a guest the order named by number and e-mail, then stores the withdrawal and mails both sides', async () => {
    const order = await place('maria.huber@example.at');
    const checked = await post('/withdrawal/check', {
      number: order.number,
      email: ' Maria.Huber@Example.at ',
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      number: order.number,
      created: order.created,
      items: [{ title: "Marille 'Ungarische Beste' Halbstamm", variant: '', amount: 2 }],
      total: 119.8,
      withdrawnAt: null,
    });
    // The check alone withdraws nothing.
    const [unchanged] = await server.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, order._id));
    expect(unchanged!.withdrawnAt).toBeNull();

    const before = Date.now();
    const withdrawn = await post('/withdrawal', { number: order.number, email: 'maria.huber@example.at' });
    expect(withdrawn.statusCode).toBe(200);
    const withdrawnAt = withdrawn.json<{ withdrawnAt: string }>().withdrawnAt;
    expect(new Date(withdrawnAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(withdrawnAt).getTime()).toBeLessThanOrEqual(Date.now());
    const [stored] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(stored!.withdrawnAt?.toISOString()).toBe(withdrawnAt);

    const { date, time } = viennaClock(withdrawnAt);
    const confirmation = (await mailsTo('maria.huber@example.at')).find(
      (mail) => mail.template === 'withdrawalConfirmation',
    );
    expect(confirmation?.subject).toBe(`Bestätigung Ihres Widerrufs der Bestellung ${order.number}`);
    expect(confirmation?.text).toContain(`Ihr Widerruf ist am ${date} um ${time} Uhr bei uns eingegangen.`);
    expect(confirmation?.text).toContain('Gartenwerk Baumschule GmbH\nGärtnerweg 1\n3500 Krems an der Donau');
    expect(confirmation?.text).not.toContain('nicht angefordert');
    const notice = (await mailsTo('chefin@gartenwerk.test')).find(
      (mail) => mail.template === 'withdrawalNotification',
    );
    expect(notice?.subject).toBe(`Widerruf der Bestellung ${order.number}`);
    expect(notice?.text).toContain(`Widerruf eingegangen am ${date} um ${time} Uhr`);
    expect(notice?.text).toContain('Kunde: Maria Huber\nE-Mail: maria.huber@example.at');
    expect(notice?.text).toContain(`/admincenter/shop/orders/${order._id}`);

    // The owner sees it on the order, in the list and in the single view.
    const list = await call(
      server,
      'GET',
      `/api/v0/shop_order/?search=${order.number}`,
      undefined,
      server.adminToken,
    );
    expect(list.json<{ items: Order[] }>().items[0]?.withdrawnAt).toBe(withdrawnAt);

    // A second withdrawal keeps the first one's time and says when it came.
    const again = await post('/withdrawal', { number: order.number, email: 'maria.huber@example.at' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Diese Bestellung wurde bereits am ${date} um ${time} Uhr widerrufen.`);
    const recheck = await post('/withdrawal/check', {
      number: order.number,
      email: 'maria.huber@example.at',
    });
    expect(recheck.json().withdrawnAt).toBe(withdrawnAt);
  });

  it('confirms to a signed-in customer in English when they ask in English', async () => {
    const order = await place('kunde@gartenwerk.test', ENGLISH, server.userToken);
    const withdrawn = await post(
      '/withdrawal',
      { number: order.number, email: 'kunde@gartenwerk.test' },
      { ...ENGLISH, ...bearer(server.userToken) },
    );
    expect(withdrawn.statusCode).toBe(200);
    const { date, time } = viennaClock(withdrawn.json().withdrawnAt);
    const [day, month, year] = date.split('.');
    const confirmation = (await mailsTo('kunde@gartenwerk.test')).find(
      (mail) => mail.template === 'withdrawalConfirmation',
    );
    expect(confirmation?.subject).toBe(`Confirmation of your withdrawal from order ${order.number}`);
    expect(confirmation?.text).toContain(
      `We received your withdrawal on ${day}/${month}/${year} at ${time}.`,
    );

    // The shipping mail follows the language the customer ordered in too.
    const shipped = await call(
      server,
      'PUT',
      '/api/v0/shop/markShipped/',
      { _id: order._id },
      server.adminToken,
    );
    expect(shipped.json<Order>().language).toBe('en');
    const shippingMail = (await mailsTo('kunde@gartenwerk.test')).find(
      (mail) => mail.template === 'orderShipped',
    );
    expect(shippingMail?.subject).toBe(`Your order ${order.number} is on its way`);
    expect(shippingMail?.text).not.toContain('If you did not ask for this message');
  });

  it('refuses a wrong number or e-mail address with 4xx in the visitor’s language and withdraws nothing', async () => {
    const order = await place('lena@example.at');
    const cases: [object, Record<string, string>, number, string][] = [
      [
        { number: order.number, email: 'someone@example.at' },
        GERMAN,
        404,
        'Zu dieser Bestellnummer und E-Mail-Adresse finden wir keine Bestellung.',
      ],
      [
        { number: '2020-99999', email: 'lena@example.at' },
        ENGLISH,
        404,
        'We find no order with this order number and e-mail address.',
      ],
      [
        { number: order._id, email: 'lena@example.at' },
        GERMAN,
        400,
        'Bitte geben Sie die Bestellnummer so an, wie sie in der Bestätigung steht (z. B. 2026-00042).',
      ],
      [{ number: order.number, email: 'lena' }, ENGLISH, 400, 'Please enter a valid e-mail address.'],
    ];
    for (const [payload, headers, status, message] of cases) {
      for (const url of ['/withdrawal/check', '/withdrawal']) {
        const answer = await post(url, payload, headers);
        expect(answer.statusCode, url).toBe(status);
        expect(answer.json().message).toBe(message);
      }
    }
    const missing = await post('/withdrawal', { number: order.number }, GERMAN);
    expect(missing.statusCode).toBe(400);
    const [stored] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(stored!.withdrawnAt).toBeNull();
  });

  it('takes a withdrawal until the 14th day after the estimated receipt and refuses it later, storing nothing', async () => {
    const inTime = await place('frist@example.at');
    const late = await place('frist@example.at');
    const db = server.database.db;
    // Shipped to Austria on Sunday 1 March 2026: received, by the default 3 working days, on Wednesday
    // 4 March; the period ends with 18 March.
    for (const order of [inTime, late])
      await db
        .update(shopOrders)
        .set({ shipped: true, shippedAt: new Date('2026-03-01T09:00:00Z') })
        .where(eq(shopOrders.id, order._id));
    const input = (order: Order) => ({ number: order.number, email: 'frist@example.at' });

    // Day 14 after the receipt, 23:59 in Vienna: accepted and stored with that time.
    const lastMinute = new Date('2026-03-18T22:59:00Z');
    expect((await checkWithdrawal(db, input(inTime), 'de', lastMinute)).withdrawnAt).toBeNull();
    const withdrawn = await withdrawOrder(db, input(inTime), 'de', lastMinute);
    expect(withdrawn.withdrawnAt).toBe('2026-03-18T22:59:00.000Z');

    // Day 15, 00:01 in Vienna: refused in both steps, in the visitor's language.
    const tooLate = new Date('2026-03-18T23:01:00Z');
    const german =
      'Die Widerrufsfrist dieser Bestellung ist abgelaufen: Sie beträgt 14 Tage ab Erhalt der Ware und endete am 18.03.2026. Ein Widerruf ist daher nicht mehr möglich.';
    const english =
      'The withdrawal period of this order has expired: it is 14 days from receipt of the goods and ended on 18/03/2026. The order can therefore no longer be withdrawn.';
    await expect(checkWithdrawal(db, input(late), 'de', tooLate)).rejects.toMatchObject({
      statusCode: 409,
      message: german,
    });
    await expect(withdrawOrder(db, input(late), 'en', tooLate)).rejects.toMatchObject({
      statusCode: 409,
      message: english,
    });
    const [stored] = await db.select().from(shopOrders).where(eq(shopOrders.id, late._id));
    expect(stored!.withdrawnAt).toBeNull();

    // Through the API, today: long over.
    const answer = await post('/withdrawal', input(late), ENGLISH);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(english);
    expect((await mailsTo('frist@example.at')).map((mail) => mail.template)).toEqual([
      'orderConfirmation',
      'orderConfirmation',
    ]);
    // An order withdrawn in time still shows when it was, after the period too.
    const shown = await post('/withdrawal/check', input(inTime));
    expect(shown.statusCode).toBe(200);
    expect(shown.json().withdrawnAt).toBe('2026-03-18T22:59:00.000Z');
  });

  it('counts from the delivery day the admin records, which lies between the order and today', async () => {
    const order = await place('zugestellt@example.at');
    const db = server.database.db;
    await db
      .update(shopOrders)
      .set({
        created: new Date('2026-02-25T10:00:00Z'),
        shipped: true,
        shippedAt: new Date('2026-03-02T09:00:00Z'),
      })
      .where(eq(shopOrders.id, order._id));
    const admin = (payload: object, headers: Record<string, string> = GERMAN) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v0/shop_order/${order._id}`,
        headers: { ...headers, ...bearer(server.adminToken) },
        payload,
      });
    // Shipped Monday 2 March: estimated receipt Thursday 5 March, last day 19 March.
    const before = await call(server, 'GET', `/api/v0/shop_order/${order._id}`, undefined, server.adminToken);
    expect(before.json()).toMatchObject({ delivered: null, withdrawal_until: '2026-03-19' });

    // The parcel took ten days: received Thursday 12 March, the period runs until 26 March.
    const recorded = await admin({ delivered: '2026-03-12' });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ delivered: '2026-03-12', withdrawal_until: '2026-03-26' });
    const input = { number: order.number, email: 'zugestellt@example.at' };
    // 21 March: past the estimate, in time from the real receipt.
    expect((await checkWithdrawal(db, input, 'de', new Date('2026-03-21T10:00:00Z'))).number).toBe(
      order.number,
    );
    await expect(checkWithdrawal(db, input, 'de', new Date('2026-03-26T23:30:00Z'))).rejects.toMatchObject({
      statusCode: 409,
    });

    for (const day of ['2026-02-24', '2099-01-01']) {
      const refused = await admin({ delivered: day });
      expect(refused.statusCode, day).toBe(400);
      expect(refused.json().message).toMatch(
        /^Das Lieferdatum muss zwischen dem Bestelltag \(2026-02-25\) und heute \(\d{4}-\d{2}-\d{2}\) liegen\.$/,
      );
    }
    const english = await admin({ delivered: '2099-01-01' }, ENGLISH);
    expect(english.json().message).toMatch(
      /^The delivery date must lie between the day of the order \(2026-02-25\)/,
    );
    for (const wrong of ['gestern', '2026-02-30', '2026-19-39'])
      expect((await admin({ delivered: wrong })).statusCode, wrong).toBe(400);
    // Not known after all: the estimate again.
    expect((await admin({ delivered: null })).json()).toMatchObject({
      delivered: null,
      withdrawal_until: '2026-03-19',
    });
  });

  it('estimates the receipt with the transit days the shop settings give the country', async () => {
    const order = await place('laufzeit@example.at');
    await server.database.db
      .update(shopOrders)
      .set({ shipped: true, shippedAt: new Date('2026-03-02T09:00:00Z') })
      .where(eq(shopOrders.id, order._id));
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    const save = (transit_days: unknown) =>
      call(
        server,
        'PUT',
        '/api/v0/config/',
        { components: { ...config.components, shop: { ...config.components.shop, transit_days } } },
        server.adminToken,
      );
    expect((await save({ at: 1, de: 4 })).statusCode).toBe(200);
    const shown = await call(server, 'GET', `/api/v0/shop_order/${order._id}`, undefined, server.adminToken);
    // Shipped Monday 2 March, one working day: received Tuesday 3 March, last day 17 March.
    expect(shown.json().withdrawal_until).toBe('2026-03-17');
    expect((await save({ xx: 3 })).statusCode).toBe(400);
    expect((await save({ at: -1 })).statusCode).toBe(400);
    expect((await save(config.components.shop.transit_days ?? { at: 3, de: 5 })).statusCode).toBe(200);
  });

  it('takes a withdrawal of an order not yet shipped whenever it comes', async () => {
    const order = await place('unversandt@example.at');
    const years = new Date('2031-06-01T12:00:00Z');
    const withdrawn = await withdrawOrder(
      server.database.db,
      { number: order.number, email: 'unversandt@example.at' },
      'de',
      years,
    );
    expect(withdrawn.withdrawnAt).toBe('2031-06-01T12:00:00.000Z');
  });

  it('is limited like placing orders: the 21st attempt in ten minutes gets 429', async () => {
    limited = await startTestServer(kind);
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v0/shop/withdrawal/check',
        remoteAddress: '198.51.100.7',
        headers: GERMAN,
        payload: { number: '2026-00001', email: 'rate@example.at' },
      });
    for (let count = 0; count < 20; count++) expect((await attempt()).statusCode).toBe(404);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
  }, 120_000);
});
