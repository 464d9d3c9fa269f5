import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCalls,
  anAddress,
  call,
  configureShop,
  createProduct,
  MANY_ORDERS,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import { updateConfig } from '../config/service';
import { listOutbox } from '../mail/service';
import { storeCaptchaAnswer } from '../message/captcha';
import type { Notification } from '@gartenwerk/domain/schemas';

describe.each(await databaseKinds())('notifications on %s', (kind) => {
  let server: TestServer;
  const admin = adminCalls(() => server);

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    await configureShop(server);
    await updateConfig(server.database.db, {
      enabled_components: ['shop', 'message', 'notifications'],
    });
  });
  afterAll(() => server.close());

  const list = async (query = '') =>
    (await admin('GET', `/api/v0/notification/${query}`)).json<{ items: Notification[] }>().items;
  const unread = async () =>
    (await admin('GET', '/api/v0/notification/unread')).json<{ unread: number }>().unread;

  async function placeOrder(amount = 1, productId?: string) {
    const item = productId ?? (await createProduct(server))._id;
    const answer = await call(
      server,
      'POST',
      '/api/v0/shop_order/',
      {
        items: [{ item, amount }],
        email: 'lena.huber@example.at',
        invoiceAddress: anAddress(),
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
      undefined,
      { 'idempotency-key': `order-${Math.random().toString(36).slice(2, 12)}` },
    );
    expect(answer.statusCode).toBe(200);
    return answer.json<{ _id: string; number: string }>();
  }

  it('stores a notification for a new shop order, unread, in German', async () => {
    const before = await unread();
    const order = await placeOrder();
    const [latest] = await list();
    expect(latest).toMatchObject({
      title: `Neue Bestellung ${order.number}`,
      content: 'Lena Huber, € 46,80',
      type: 'success',
      icon: 'cart',
      group: 'orders',
      link: `shop/orders/${order._id}`,
      read: false,
    });
    expect(await unread()).toBe(before + 1);
  });

  it('stores a notification for a new contact message', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/v0/message/',
      headers: { 'accept-language': 'de-AT' },
      body: {
        name: 'Maria Huber',
        email: 'maria.huber@example.at',
        subject: 'Thujenhecke',
        message: 'Ich brauche 40 Thujen.',
        captcha_id: await storeCaptchaAnswer(server.database.db, '7'),
        captcha_answer: '7',
      },
    });
    expect(answer.statusCode).toBe(201);
    const [latest] = await list('?group=messages');
    expect(latest).toMatchObject({
      title: 'Neue Nachricht von Maria Huber',
      content: 'Thujenhecke',
      type: 'notification',
      group: 'messages',
      link: `messages/inbox/${answer.json<{ _id: string }>()._id}`,
      read: false,
    });
  });

  it('warns once when an order takes a product’s stock below the low-stock line', async () => {
    const product = await createProduct(server, { title: 'Buchsbaum Kugel' });
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: 7,
      reason: 'Inventur',
    });
    await placeOrder(1, product._id); // 6 left: not low yet
    await placeOrder(2, product._id); // 4 left: low
    await placeOrder(1, product._id); // 3 left: told already
    const warnings = (await list('?group=stock')).filter((item) => item.title.includes('Buchsbaum Kugel'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      title: 'Wenig Bestand: Buchsbaum Kugel',
      content: 'Noch 4 auf Lager',
      type: 'warning',
    });
  });

  it('stores a warning when a customer withdraws from an order', async () => {
    const order = await placeOrder();
    const withdrawn = await call(server, 'POST', '/api/v0/shop/withdrawal', {
      number: order.number,
      email: 'lena.huber@example.at',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [latest] = await list('?group=orders');
    expect(latest).toMatchObject({
      title: `Widerruf zur Bestellung ${order.number}`,
      content: 'Lena Huber, € 46,80',
      type: 'warning',
      icon: 'undo',
      group: 'orders',
      link: `shop/orders/${order._id}`,
      read: false,
    });
  });

  it('stores an error when a background job failed for the last time, not before', async () => {
    let attempts = 0;
    server.app.jobs.register(
      'test.inventur',
      async () => {
        attempts++;
        throw new Error(`Lagerliste nicht lesbar (Versuch ${attempts})`);
      },
      { retry: { limit: 1, delaySeconds: 0, backoff: false } },
    );
    // pg-boss creates the queue of a job registered after the start in the background: until then a
    // job of that name is not taken.
    let queued: string | null = null;
    for (let look = 0; look < 200 && !queued; look++) {
      queued = await server.app.jobs.send('test.inventur', {}).catch(() => null);
      if (!queued) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const failures = async () =>
      (await list('?group=jobs')).filter((item) => item.title.endsWith('test.inventur'));
    for (let look = 0; look < 200 && (await failures()).length === 0; look++) {
      await server.app.jobs.idle();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(attempts).toBe(2);
    expect(await failures()).toEqual([
      expect.objectContaining({
        title: 'Hintergrundaufgabe fehlgeschlagen: test.inventur',
        content: 'Lagerliste nicht lesbar (Versuch 2)',
        type: 'error',
        icon: 'alert',
        group: 'jobs',
        read: false,
      }),
    ]);
  });

  it('marks one read, then all read, and the badge’s count follows', async () => {
    const [first] = await list();
    const marked = await admin('PUT', '/api/v0/notification/', { _id: first!._id, read: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ _id: first!._id, read: true });
    expect((await list('?read=false')).map((item) => item._id)).not.toContain(first!._id);
    expect(await unread()).toBeGreaterThan(0);
    const all = await admin('POST', '/api/v0/notification/read_all');
    expect(all.json<{ marked: number }>().marked).toBeGreaterThan(0);
    expect(await unread()).toBe(0);
  });

  it('mails a group to the admins who chose it', async () => {
    expect((await admin('GET', '/api/v0/notification/settings')).json()).toEqual({ mail_groups: [] });
    const saved = await admin('PUT', '/api/v0/notification/settings', {
      mail_groups: ['orders', 'messages'],
    });
    expect(saved.json()).toEqual({ mail_groups: ['orders', 'messages'] });
    const refused = await admin('PUT', '/api/v0/notification/settings', { mail_groups: ['weather'] });
    expect(refused.statusCode).toBe(400);
    const order = await placeOrder();
    const mails = (await listOutbox(server.database.db, { limit: 100 })).items.filter(
      (mail) => mail.to === 'admin2@gartenwerk.test' && mail.template === 'notification',
    );
    expect(mails.map((mail) => mail.subject)).toContain(`Neue Bestellung ${order.number}`);
  });

  it('is for admins only', async () => {
    expect((await call(server, 'GET', '/api/v0/notification/')).statusCode).toBe(403);
    expect(
      (await call(server, 'GET', '/api/v0/notification/unread', undefined, server.userToken)).statusCode,
    ).toBe(403);
  });

  it('answers 404 and stores nothing while the component is switched off', async () => {
    await admin('POST', '/api/v0/notification/read_all');
    await updateConfig(server.database.db, { enabled_components: ['shop', 'message'] });
    try {
      expect((await admin('GET', '/api/v0/notification/')).statusCode).toBe(404);
      expect((await admin('GET', '/api/v0/notification/unread')).statusCode).toBe(404);
      await placeOrder();
    } finally {
      await updateConfig(server.database.db, { enabled_components: ['shop', 'message', 'notifications'] });
    }
    expect(await unread()).toBe(0);
  });
});
