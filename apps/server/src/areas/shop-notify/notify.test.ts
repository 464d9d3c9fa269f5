import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminCalls,
  call,
  configureShop,
  createProduct,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import type { Product } from '../shop-product/schemas';
import { adjustStock } from '../shop-stock/service';
import { nextDailyRun } from './routes';
import {
  NOTIFY_CLEANUP_JOB,
  notifyProductSellable,
  notifyRequestsOf,
  removeOldNotifyRequests,
  requestNotify,
  sendNotifyBatch,
} from './service';

const PUBLIC_URL = 'https://gartenwerk.test';
const NOTIFY = '/api/v0/shop/notify/';

describe.each(await databaseKinds())('tell me when it’s back on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  const admin = adminCalls(() => server);
  const guest = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    call(server, 'POST', url, payload, undefined, headers);
  const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to.includes(to));
  /** The token of the last link to `to` that contains `path`. */
  const mailedToken = (to: string, path: string) => {
    const match = new RegExp(`${PUBLIC_URL}${path}([A-Za-z0-9_-]+)`).exec(smtp.lastTo(to)?.raw ?? '');
    if (!match) throw new Error(`no ${path} link mailed to ${to}`);
    return match[1]!;
  };
  const setStock = async (product: string, quantity: number) => {
    const answer = await admin('POST', '/api/v0/shop_stock/adjust', {
      product,
      quantity,
      reason: 'Inventur',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const raiseStock = (product: string, delta: number) =>
    admin('POST', '/api/v0/shop_stock/adjust', { product, delta, reason: 'Wareneingang' });
  /** A plant with a price whose stock is kept and empty. */
  const soldOut = async (title: string, fields: Record<string, unknown> = {}) => {
    const product = await createProduct<Product>(server, { title, ...fields });
    await setStock(product._id, 0);
    return product;
  };
  const ask = async (product: string, email: string, language = 'de') => {
    const answer = await guest(NOTIFY, { product, email, language });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ status: string }>();
  };
  const confirm = async (email: string) => {
    const answer = await guest(`${NOTIFY}confirm`, { token: mailedToken(email, '/notify/confirm/') });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ status: string; title: string; path: string }>();
  };
  const statuses = async (product: string) =>
    Object.fromEntries(
      (await notifyRequestsOf(server.database.db, product)).map((row) => [row.email, row.status]),
    );

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, {
      publicUrl: PUBLIC_URL,
      smtpUrl: smtp.url,
      areaOptions: { 'shop-notify': { requestLimit: 10_000 } },
    });
    await configureShop(server);
    // PGlite starts slowly on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails only confirmed addresses, once each, when the stock is raised twice at the same moment', async () => {
    const product = await soldOut('Sommerflieder Buzz', { slug: 'sommerflieder-buzz' });
    expect(await ask(product._id, 'anna@notify.test')).toMatchObject({ status: 'unconfirmed' });
    expect(await ask(product._id, 'bernd@notify.test')).toMatchObject({ status: 'unconfirmed' });
    expect(await ask(product._id, 'clara@notify.test')).toMatchObject({ status: 'unconfirmed' });
    const confirmMail = smtp.lastTo('anna@notify.test')!.raw;
    expect(confirmMail).toContain('Sommerflieder Buzz');
    expect(confirmMail).toContain('Benachrichtigung bestätigen');
    expect(await confirm('anna@notify.test')).toEqual({
      product: product._id,
      email: 'anna@notify.test',
      status: 'confirmed',
      title: 'Sommerflieder Buzz',
      path: '/p/sommerflieder-buzz',
    });
    await confirm('bernd@notify.test');
    // Clara never clicks her link.
    expect(await statuses(product._id)).toEqual({
      'anna@notify.test': 'confirmed',
      'bernd@notify.test': 'confirmed',
      'clara@notify.test': 'unconfirmed',
    });
    const waiting = await admin('GET', `${NOTIFY}waiting?product=${product._id}`);
    expect(waiting.json()).toEqual({ items: [{ product: product._id, waiting: 2 }] });

    const [first, second] = await Promise.all([raiseStock(product._id, 5), raiseStock(product._id, 3)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await server.app.jobs.idle();

    expect(mailsTo('anna@notify.test')).toHaveLength(2);
    expect(mailsTo('bernd@notify.test')).toHaveLength(2);
    expect(mailsTo('clara@notify.test')).toHaveLength(1);
    const back = smtp.lastTo('anna@notify.test')!.raw;
    expect(back).toContain('gute Nachricht: „Sommerflieder Buzz“ ist wieder erhältlich.');
    expect(back).toContain(`${PUBLIC_URL}/p/sommerflieder-buzz`);
    expect(back).toMatch(new RegExp(`${PUBLIC_URL}/notify/cancel/[A-Za-z0-9_-]+`));
    expect(back).toMatch(/List-Unsubscribe:\s+<https:\/\/gartenwerk\.test\/api\/v0\/shop\/notify\/cancel\//);
    expect(await statuses(product._id)).toEqual({
      'anna@notify.test': 'sent',
      'bernd@notify.test': 'sent',
      'clara@notify.test': 'unconfirmed',
    });
    expect((await admin('GET', `${NOTIFY}waiting?product=${product._id}`)).json()).toEqual({ items: [] });

    // Raised again later: the requests are closed, nobody is mailed twice.
    await raiseStock(product._id, 4);
    await server.app.jobs.idle();
    expect(mailsTo('anna@notify.test')).toHaveLength(2);
    expect(mailsTo('bernd@notify.test')).toHaveLength(2);
  });

  it('claims every address once when two runs of the job send at the same moment', async () => {
    const product = await soldOut('Felsenbirne Ballerina');
    const addresses = ['d1@notify.test', 'd2@notify.test', 'd3@notify.test', 'd4@notify.test'];
    for (const email of addresses) {
      await ask(product._id, email);
      await confirm(email);
    }
    const sender = { db: server.database.db, jobs: server.app.jobs, mailer: server.app.mailer };
    const before = smtp.mails.length;
    // The stock comes in through the service, which tells nobody; then two batches run side by side.
    await adjustStock(server.database.db, { product: product._id, quantity: 10, reason: 'Saison' }, null);
    const sent = await Promise.all([
      sendNotifyBatch(sender, product._id),
      sendNotifyBatch(sender, product._id),
    ]);
    expect(sent[0] + sent[1]).toBe(4);
    expect(smtp.mails.length - before).toBe(4);
    for (const email of addresses) expect(mailsTo(email), email).toHaveLength(2);
    expect(await notifyProductSellable(sender, product._id)).toBe(false);
  });

  it('writes every mail in the language the request was made in', async () => {
    const product = await soldOut('Blauregen', { name_en: 'Wisteria' });
    await ask(product._id, 'emma@notify.test', 'en');
    expect(smtp.lastTo('emma@notify.test')!.raw).toContain(
      'You would like an e-mail as soon as “Wisteria” is available again.',
    );
    await confirm('emma@notify.test');
    // The language of the page the link is opened on does not matter.
    await raiseStock(product._id, 1);
    await server.app.jobs.idle();
    const back = smtp.lastTo('emma@notify.test')!.raw;
    expect(back).toContain('good news: “Wisteria” is available again.');
    expect(back).toContain('To the plant:');
    expect(mailsTo('emma@notify.test')).toHaveLength(2);
  });

  it('mails when a product switched off is made available again, and refuses requests for what can be bought', async () => {
    const product = await createProduct<Product>(server, { title: 'Zierquitte', available: false });
    await ask(product._id, 'fritz@notify.test');
    await confirm('fritz@notify.test');
    const update = await admin('PUT', `/api/v0/shop_product/${product._id}`, { available: true });
    expect(update.statusCode, update.body).toBe(200);
    await server.app.jobs.idle();
    expect(mailsTo('fritz@notify.test')).toHaveLength(2);
    expect(smtp.lastTo('fritz@notify.test')!.raw).toContain('„Zierquitte“ ist wieder erhältlich');

    const refused = await guest(NOTIFY, { product: product._id, email: 'gerda@notify.test' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Dieses Produkt ist bereits erhältlich.');
    const invalid = await guest(NOTIFY, { product: product._id, email: 'keine-adresse' });
    expect(invalid.statusCode).toBe(400);
  });

  it('takes requests for a product out of its season and mails them the night its season begins', async () => {
    // Sold from 1 March; in stock all the time.
    const product = await createProduct<Product>(server, {
      title: 'Pfingstrose Sarah Bernhardt',
      sales_season: { from: '03-01', until: '06-30' },
    });
    await setStock(product._id, 20);
    /** Runs with the shop's clock at `moment` (SHOP_NOW). */
    const at = async (moment: string, run: () => Promise<unknown>) => {
      vi.stubEnv('SHOP_NOW', moment);
      try {
        await run();
      } finally {
        vi.unstubAllEnvs();
      }
    };
    const daily = async () => {
      await server.app.jobs.send(NOTIFY_CLEANUP_JOB, {});
      await server.app.jobs.idle();
    };
    // 15 January: it cannot be ordered, so a request is taken.
    await at('2026-01-15T10:00:00Z', async () => {
      await ask(product._id, 'pia@notify.test');
      await confirm('pia@notify.test');
    });
    // 23:00 in Vienna on 28 February: not yet.
    await at('2026-02-28T22:00:00Z', daily);
    expect(mailsTo('pia@notify.test')).toHaveLength(1);
    expect(await statuses(product._id)).toEqual({ 'pia@notify.test': 'confirmed' });
    // 00:05 on 1 March: the season has begun; one mail, and the request is done.
    await at('2026-02-28T23:05:00Z', daily);
    expect(mailsTo('pia@notify.test')).toHaveLength(2);
    expect(smtp.lastTo('pia@notify.test')!.raw).toContain(
      '„Pfingstrose Sarah Bernhardt“ ist wieder erhältlich',
    );
    expect(await statuses(product._id)).toEqual({ 'pia@notify.test': 'sent' });
    await at('2026-03-02T23:05:00Z', daily);
    expect(mailsTo('pia@notify.test')).toHaveLength(2);
  });

  it('runs its daily job five minutes after midnight in Vienna, in winter and in summer time', () => {
    expect(nextDailyRun(new Date('2026-11-30T10:00:00Z')).toISOString()).toBe('2026-11-30T23:05:00.000Z');
    expect(nextDailyRun(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-12-01T23:05:00.000Z');
    expect(nextDailyRun(new Date('2026-06-10T08:00:00Z')).toISOString()).toBe('2026-06-10T22:05:00.000Z');
    // The night the clocks go back (25 October 2026): 00:05 is still summer time.
    expect(nextDailyRun(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-24T22:05:00.000Z');
  });

  it('deletes a request by the link of its mail', async () => {
    const product = await soldOut('Kornelkirsche');
    await ask(product._id, 'hanna@notify.test');
    await confirm('hanna@notify.test');
    // The confirmation mail's link is clicked again: still confirmed, no second mail.
    const again = await guest(`${NOTIFY}confirm`, {
      token: mailedToken('hanna@notify.test', '/notify/confirm/'),
    });
    expect(again.json()).toMatchObject({ status: 'confirmed' });
    const [row] = await notifyRequestsOf(server.database.db, product._id);
    const cancelled = await guest(`${NOTIFY}cancel/${row!.cancelToken}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await notifyRequestsOf(server.database.db, product._id)).toEqual([]);
    await raiseStock(product._id, 2);
    await server.app.jobs.idle();
    expect(mailsTo('hanna@notify.test')).toHaveLength(1);
    expect((await guest(`${NOTIFY}cancel`, { token: row!.cancelToken })).statusCode).toBe(404);
  });

  it('deletes requests twelve months after they were made', async () => {
    const product = await soldOut('Blutpflaume');
    const { db } = server.database;
    await requestNotify(
      db,
      server.app.mailer,
      { product: product._id, email: 'ida@notify.test', language: 'de' },
      new Date('2026-01-15T10:00:00Z'),
    );
    await requestNotify(
      db,
      server.app.mailer,
      { product: product._id, email: 'jakob@notify.test', language: 'de' },
      new Date('2026-03-01T08:00:00Z'),
    );
    expect(await removeOldNotifyRequests(db, new Date('2027-01-15T09:59:00Z'))).toBe(0);
    expect(await removeOldNotifyRequests(db, new Date('2027-01-15T10:01:00Z'))).toBe(1);
    expect(Object.keys(await statuses(product._id))).toEqual(['jakob@notify.test']);
    expect(await removeOldNotifyRequests(db, new Date('2027-03-01T08:01:00Z'))).toBe(1);
    expect(await statuses(product._id)).toEqual({});
  });

  it('sorts the admin’s product list by the people waiting', async () => {
    const many = await soldOut('Scheinquitte');
    for (const email of ['k1@notify.test', 'k2@notify.test']) {
      await ask(many._id, email);
      await confirm(email);
    }
    const one = await soldOut('Perückenstrauch');
    await ask(one._id, 'l1@notify.test');
    await confirm('l1@notify.test');
    const sorted = await admin('GET', '/api/v0/shop_product/?sort=-waiting&limit=2');
    expect(sorted.json().items.map((item: Product) => item.title)).toEqual([
      'Scheinquitte',
      'Perückenstrauch',
    ]);
    // The shop's own list does not sort by it.
    const shop = await call(server, 'GET', '/api/v0/shop_product/?sort=-waiting&limit=2');
    expect(shop.statusCode).toBe(200);
  });
});
