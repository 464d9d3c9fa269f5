import { formatDate } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCalls,
  anAddress,
  configureShop,
  createProduct,
  MANY_ORDERS,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import { pdfLayoutText as pdftotext } from '../../../test/pdf-text';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import type { Order } from './schemas';
import { shopOrders } from './table';

// Wednesday 10 June 2026, 10:00 in Vienna (summer time): the clock of every pickup below. The default
// opening hours of the nursery: Monday to Friday 8–18, Saturday 8–13.
const NOW = new Date('2026-06-10T08:00:00Z');
const clock = { now: () => NOW };
// Thursday 11 June, 8:00–9:00 in Vienna: the first window after the lead day.
const FIRST = { start: '2026-06-11T06:00:00.000Z', end: '2026-06-11T07:00:00.000Z' };

let keys = 0;

describe.each(await databaseKinds())('pickup windows on %s', (kind) => {
  let server: TestServer;
  let tree: Product;
  const call = adminCalls(() => server);
  const guest = {};
  const order = (email: string, extra: Record<string, unknown> = {}) =>
    call(
      'POST',
      '/api/v0/shop_order/',
      {
        items: [{ item: tree._id, amount: 1 }],
        email,
        invoiceAddress: anAddress(),
        shippingMethod: 'pickup',
        selectedPayment: 'prepayment',
        termsAccepted: true,
        ...extra,
      },
      { 'idempotency-key': `pickup-${++keys}-${kind}` },
    );
  const mailsTo = async (to: string) => server.database.db.select().from(outbox).where(eq(outbox.to, to));
  const pickup = (changes: Record<string, unknown>) =>
    configureShop(server, (shop) => {
      shop.paymentsources = { ...shop.paymentsources, prepayment: { enabled: true, min: null, max: null } };
      shop.pickup = { enabled: true, location: 'Verkaufshof', ...changes };
    });

  beforeAll(async () => {
    server = await startTestServer(kind, {
      areaOptions: {
        ...MANY_ORDERS,
        'shop-order': { ...MANY_ORDERS['shop-order'], ...clock },
        'shop-order-actions': { ...MANY_ORDERS['shop-order-actions'], ...clock },
      },
    });
    await pickup({});
    tree = await createProduct(server);
    await call('POST', '/api/v0/shop_stock/adjust', { product: tree._id, quantity: 100, reason: 'Inventur' });
  });
  afterAll(() => server.close());

  it('offers windows of the opening hours from the next day on, as long and as many as the shop says', async () => {
    const days = (await call('GET', '/api/v0/shop/pickup/windows?days=3', undefined, guest)).json();
    // Today (Wednesday) is within the lead day; Thursday and Friday 8–18 in ten windows of an hour.
    expect(days.map((day: { date: string }) => day.date)).toEqual(['2026-06-11', '2026-06-12']);
    expect(days[0].windows).toHaveLength(10);
    expect(days[0].windows[0]).toEqual({ ...FIRST, free: 5 });
    expect(days[0].windows[9]).toEqual({
      start: '2026-06-11T15:00:00.000Z',
      end: '2026-06-11T16:00:00.000Z',
      free: 5,
    });
    // Saturday 13 June: 8–13 in two-hour windows for two orders, without lead day from Friday on.
    await pickup({ window_minutes: 120, window_capacity: 2, lead_days: 0 });
    const saturday = (
      await call('GET', '/api/v0/shop/pickup/windows?from=2026-06-13&days=2', undefined, guest)
    ).json();
    expect(saturday).toEqual([
      {
        date: '2026-06-13',
        windows: [
          { start: '2026-06-13T06:00:00.000Z', end: '2026-06-13T08:00:00.000Z', free: 2 },
          { start: '2026-06-13T08:00:00.000Z', end: '2026-06-13T10:00:00.000Z', free: 2 },
        ],
      },
    ]);
    // Collected at the garden centre, open on Saturdays until 17:00: two windows more.
    await pickup({ window_minutes: 120, window_capacity: 2, lead_days: 0, opening_location: 'gartencenter' });
    const atGardenCentre = (
      await call('GET', '/api/v0/shop/pickup/windows?from=2026-06-13&days=1', undefined, guest)
    ).json();
    expect(atGardenCentre[0].windows.map((window: { start: string }) => window.start)).toEqual([
      '2026-06-13T06:00:00.000Z',
      '2026-06-13T08:00:00.000Z',
      '2026-06-13T10:00:00.000Z',
      '2026-06-13T12:00:00.000Z',
    ]);
    // The server checks an order's window against the same hours: 14:00 on Saturday is taken there.
    const late = await order('gartencenter@example.at', {
      pickupWindow: { start: '2026-06-13T12:00:00.000Z', end: '2026-06-13T14:00:00.000Z' },
    });
    expect(late.statusCode, late.body).toBe(200);
    await pickup({ window_minutes: 120, window_capacity: 2, lead_days: 0 });
    const atNursery = await order('baumschule@example.at', {
      pickupWindow: { start: '2026-06-13T12:00:00.000Z', end: '2026-06-13T14:00:00.000Z' },
    });
    expect(atNursery.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/v0/shop/pickup/windows?from=13.06.2026', undefined, guest)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/v0/shop/pickup/windows?from=0000-00-00', undefined, guest)).statusCode,
    ).toBe(400);
    await pickup({});
  });

  it('refuses a pickup order without a window, or with one the hours do not offer', async () => {
    const missing = await order('ohne@example.at', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Bitte wählen Sie Tag und Uhrzeit der Abholung.');
    for (const window of [
      // Today is within the lead day; half past eight is off the grid; Sunday is closed; too long.
      { start: '2026-06-10T12:00:00.000Z', end: '2026-06-10T13:00:00.000Z' },
      { start: '2026-06-11T06:30:00.000Z', end: '2026-06-11T07:30:00.000Z' },
      { start: '2026-06-14T06:00:00.000Z', end: '2026-06-14T07:00:00.000Z' },
      { start: '2026-06-11T06:00:00.000Z', end: '2026-06-11T08:00:00.000Z' },
    ]) {
      const refused = await order('falsch@example.at', { pickupWindow: window });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Dieses Abholfenster kann nicht gewählt werden. Bitte wählen Sie ein anderes.',
      );
    }
    expect((await mailsTo('falsch@example.at')).length).toBe(0);
  });

  it('keeps the chosen window with the order and names it in the confirmation and the ready-for-pickup mail', async () => {
    const placed = await order('abholung@example.at', { pickupWindow: FIRST });
    expect(placed.statusCode).toBe(200);
    const stored = placed.json<Order>();
    expect(stored.pickupWindow).toEqual(FIRST);
    const [confirmation] = await mailsTo('abholung@example.at');
    expect(confirmation!.text).toContain(
      ['Abholung am 11.06.2026, 08:00–09:00 Uhr', '', 'Abholort:', 'Verkaufshof'].join('\n'),
    );
    expect(confirmation!.text).not.toContain('sobald wir Ihnen Bescheid geben');
    // One place fewer in the window.
    const days = (await call('GET', '/api/v0/shop/pickup/windows?days=2', undefined, guest)).json();
    expect(days[0].windows[0]).toEqual({ ...FIRST, free: 4 });
    // The customer reads it again in the account's order.
    expect((await call('GET', `/api/v0/shop_order/${stored._id}`)).json().pickupWindow).toEqual(FIRST);
    expect((await call('PUT', '/api/v0/shop/markShipped/', { _id: stored._id })).statusCode).toBe(200);
    // The day's pickups, for the production plan and the dashboard (admins only).
    expect((await call('GET', '/api/v0/shop/pickups?date=2026-06-11', undefined, guest)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/v0/shop/pickups?date=2026-06-11')).json()).toEqual([
      { _id: stored._id, number: stored.number, name: 'Lena Huber', ...FIRST, shipped: true },
    ]);
    expect((await call('GET', '/api/v0/shop/pickups?date=2026-06-12')).json()).toEqual([]);
    // The production plan's PDF of the day and of its week lists it under the pickups.
    const dayPlan = await call('POST', '/api/v0/invoice/printProductionPlan', { date: '2026-06-11' });
    expect(dayPlan.statusCode).toBe(200);
    expect(await pdftotext(dayPlan.rawPayload)).toMatch(
      new RegExp(`Abholungen\\s+08:00 – 09:00\\s+Bestellung ${stored.number}\\s+Lena Huber`),
    );
    const weekPlan = await call('POST', '/api/v0/invoice/printProductionPlan', {
      date: '2026-06-08',
      span: 'week',
    });
    expect(await pdftotext(weekPlan.rawPayload)).toMatch(
      new RegExp(`11\\.06\\.2026 08:00 – 09:00\\s+Bestellung ${stored.number}\\s+Lena Huber`),
    );
  });

  it('tells the customer once that the order lies ready, with the window, and nothing more when it is collected', async () => {
    const window = { start: '2026-06-11T07:00:00.000Z', end: '2026-06-11T08:00:00.000Z' };
    const placed = (await order('bereit@example.at', { pickupWindow: window })).json<Order>();
    const ready = (headers?: Record<string, string>) =>
      call('PUT', '/api/v0/shop/markReadyForPickup/', { _id: placed._id }, headers);
    const readyMails = async () =>
      (await mailsTo('bereit@example.at')).filter((mail) => mail.subject.includes('Abholung bereit'));

    // Only admins; a prepaid order only once its payment arrived.
    expect((await ready(guest)).statusCode).toBe(403);
    const customer = await ready({ authorization: `Bearer ${server.userToken}` });
    expect(customer.statusCode).toBe(403);
    const unpaid = await ready();
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      code: 'NOT_PAID',
      message: `Die Bestellung ${placed.number} ist noch nicht bezahlt. Bei dieser Zahlungsart liegt sie erst nach dem Zahlungseingang zur Abholung bereit.`,
    });
    expect(await readyMails()).toEqual([]);
    expect((await call('PUT', '/api/v0/shop/markPayed/', { _id: placed._id })).statusCode).toBe(200);

    const first = await ready();
    expect(first.statusCode).toBe(200);
    const readyAt = first.json<Order>().readyForPickupAt;
    expect(readyAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first.json<Order>().shipped).toBe(false);
    const [mail] = await readyMails();
    expect(mail!.subject).toBe(`Ihre Bestellung ${placed.number} liegt zur Abholung bereit`);
    expect(mail!.text).toContain(
      [
        `Ihre Bestellung ${placed.number} vom ${formatDate(placed.created)} liegt zur Abholung für Sie bereit.`,
        '',
        'Abholung am 11.06.2026, 09:00–10:00 Uhr',
        '',
        'Abholort:',
        'Verkaufshof',
      ].join('\n'),
    );
    // A second click changes nothing and sends no second mail.
    const again = await ready();
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().readyForPickupAt).toBe(readyAt);
    expect(await readyMails()).toHaveLength(1);
    expect((await call('GET', `/api/v0/shop_order/${placed._id}`)).json().readyForPickupAt).toBe(readyAt);

    // Collected: no ready mail and no "on its way" mail; ready again is refused.
    const before = (await mailsTo('bereit@example.at')).length;
    expect((await call('PUT', '/api/v0/shop/markShipped/', { _id: placed._id })).statusCode).toBe(200);
    const after = await mailsTo('bereit@example.at');
    expect(await readyMails()).toHaveLength(1);
    expect(after.filter((one) => one.subject.includes('ist unterwegs'))).toEqual([]);
    // Only the invoice follows.
    expect(after.length - before).toBeLessThanOrEqual(1);
    const collected = await ready();
    expect(collected.statusCode).toBe(409);
    expect(collected.json()).toMatchObject({
      code: 'PICKED_UP',
      message: `Die Bestellung ${placed.number} wurde bereits abgeholt.`,
    });
  });

  it('makes a cash-on-pickup order ready before payment, in the language it was ordered in', async () => {
    await configureShop(server, (shop) => {
      shop.paymentsources = {
        ...shop.paymentsources,
        prepayment: { enabled: true, min: null, max: null },
        cash_on_pickup: { enabled: true, min: null, max: null },
      };
      shop.pickup = { enabled: true, location: 'Verkaufshof' };
    });
    // Thursday 11 June, 10:00–11:00 (Friday's places belong to the last test).
    const window = { start: '2026-06-11T08:00:00.000Z', end: '2026-06-11T09:00:00.000Z' };
    const placed = await call(
      'POST',
      '/api/v0/shop_order/',
      {
        items: [{ item: tree._id, amount: 1 }],
        email: 'ready@example.com',
        invoiceAddress: anAddress(),
        shippingMethod: 'pickup',
        selectedPayment: 'cash_on_pickup',
        termsAccepted: true,
        pickupWindow: window,
      },
      { 'idempotency-key': `pickup-${++keys}-${kind}`, 'accept-language': 'en' },
    );
    expect(placed.statusCode).toBe(200);
    const stored = placed.json<Order>();
    expect(stored.payed).toBe(false);
    const ready = await call('PUT', '/api/v0/shop/markReadyForPickup/', { _id: stored._id });
    expect(ready.statusCode).toBe(200);
    const mails = (await mailsTo('ready@example.com')).filter((mail) => mail.subject.includes('ready'));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your order ${stored.number} is ready for pickup`]);
    expect(mails[0]!.text).toContain(
      [
        `your order ${stored.number} of ${formatDate(stored.created, 'en')} is ready for you to collect.`,
        '',
        'Pickup on 11/06/2026, 10:00–11:00',
        '',
        'Pickup place:',
        'Verkaufshof',
      ].join('\n'),
    );
    await pickup({});
  });

  it('refuses to make a shipping order ready for pickup', async () => {
    const shipped = await call(
      'POST',
      '/api/v0/shop_order/',
      {
        items: [{ item: tree._id, amount: 1 }],
        email: 'paket@example.at',
        invoiceAddress: anAddress(),
        shippingMethod: 'shipping',
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
      { 'idempotency-key': `pickup-${++keys}-${kind}` },
    );
    expect(shipped.statusCode).toBe(200);
    const stored = shipped.json<Order>();
    const refused = await call('PUT', '/api/v0/shop/markReadyForPickup/', { _id: stored._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NOT_PICKUP',
      message: `Die Bestellung ${stored.number} wird versendet, nicht abgeholt: Nur Abholbestellungen können zur Abholung bereitgelegt werden.`,
    });
    expect((await mailsTo('paket@example.at')).filter((mail) => mail.subject.includes('Abholung'))).toEqual(
      [],
    );
    const unknown = await call('PUT', '/api/v0/shop/markReadyForPickup/', { _id: 'keine-bestellung' });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives the last place of a window to one of three parallel orders and a clear 409 to the others', async () => {
    const window = { start: '2026-06-12T10:00:00.000Z', end: '2026-06-12T11:00:00.000Z' };
    await pickup({ window_capacity: 1 });
    // Each orders another product: no stock row the orders share makes them wait for each other.
    const products = await Promise.all(
      ['Birne', 'Kirsche', 'Zwetschke'].map(async (title) => {
        const product = await createProduct(server, { title });
        await call('POST', '/api/v0/shop_stock/adjust', {
          product: product._id,
          quantity: 5,
          reason: 'Inventur',
        });
        return product;
      }),
    );
    const answers = await Promise.all(
      ['anna', 'berta', 'clara'].map((name, index) =>
        order(`${name}@example.at`, {
          items: [{ item: products[index]!._id, amount: 1 }],
          pickupWindow: window,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'PICKUP_WINDOW_FULL',
        message: 'Dieses Abholfenster ist inzwischen ausgebucht. Bitte wählen Sie ein anderes.',
      });
    }
    const stored = await server.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.pickupStart, new Date(window.start)));
    expect(stored).toHaveLength(1);
    // The full window is offered no more.
    const friday = (await call('GET', '/api/v0/shop/pickup/windows?from=2026-06-12&days=1', undefined, guest))
      .json()[0]
      .windows.map((one: { start: string }) => one.start);
    expect(friday).not.toContain(window.start);
    expect(friday).toHaveLength(9);
    await pickup({});
  });
});
