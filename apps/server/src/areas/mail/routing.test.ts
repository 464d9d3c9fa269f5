import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCalls,
  anAddress,
  configureShop,
  createProduct,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import type { EmbeddedJobs } from '../../core/jobs-embedded';
import type { SiteConfig } from '../config/schemas';
import { newsletterSubscribers } from '../newsletter/table';
import { outbox } from './table';

// Friday 20 March 2026, 13:00 in Vienna: the clock of the booking below.
const NOW = new Date('2026-03-20T12:00:00Z');
const SENDINGS = '/api/v0/newsletter_sending/';

/** Which mailbox each purpose's mails go to (settings/mail `purposes`), seen at the SMTP server. */
describe.each(await databaseKinds())('mail routing by purpose on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let dataDir: string;
  let clock = NOW.getTime();
  const admin = adminCalls(() => server);

  const box = (uuid: string, name: string) => ({
    uuid,
    name,
    email: `${uuid}@gartenwerk.test`,
    host: '127.0.0.1',
    port: Number(new URL(sink.url).port),
    security: 'none' as const,
  });
  const mailboxes = () => [
    box('buero', 'Büro'),
    box('bestellungen', 'Bestellungen'),
    box('termine', 'Termine'),
    box('antworten', 'Antworten'),
  ];
  const ROUTED = { orders: 'bestellungen', messages: null, bookings: 'termine', newsletter: 'antworten' };
  const saveMail = (mail: Partial<SiteConfig['mail']>) => admin('PUT', '/api/v0/config/', { mail });
  const readMail = async () => (await admin('GET', '/api/v0/config/')).json<SiteConfig[]>()[0]!.mail;
  const outboxTo = async (to: string, template: string) =>
    (await server.database.db.select().from(outbox)).filter(
      (mail) => mail.to === to && mail.template === template,
    );

  beforeAll(async () => {
    sink = await startSmtpSink(() => false);
    dataDir = await mkdtemp(join(tmpdir(), 'gartenwerk-routing-'));
    server = await startTestServer(kind, {
      dataDir,
      smtpUrl: sink.url,
      jobs: { now: () => new Date(clock), poll: false, pollSeconds: 0.5 },
      areaOptions: {
        booking: { now: () => NOW },
        newsletter: {
          sendingPace: { throttlePerMinute: 600, windowSeconds: 0, bounceThreshold: 0.5, bounceMinimum: 2 },
        },
      },
    });
    await configureShop(server);
    const saved = await saveMail({
      mailboxes: mailboxes() as SiteConfig['mail']['mailboxes'],
      DEFAULT_SYSTEM_MAILBOX: 'buero',
      purposes: ROUTED,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends the owner’s mail of a new order to the orders mailbox, through it', async () => {
    const product = await createProduct<{ _id: string }>(server);
    const placed = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'accept-language': 'de-AT', 'idempotency-key': `routing-${kind}` },
      payload: {
        items: [{ item: product._id, amount: 1 }],
        email: 'lena.huber@example.at',
        invoiceAddress: anAddress(),
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [notice] = await outboxTo('bestellungen@gartenwerk.test', 'orderNotification');
    expect(notice).toMatchObject({ mailboxUuid: 'bestellungen', sender: 'bestellungen@gartenwerk.test' });
    expect(notice!.sentAt).not.toBeNull();
    expect(await outboxTo('buero@gartenwerk.test', 'orderNotification')).toEqual([]);
    expect(sink.lastTo('bestellungen@gartenwerk.test')!.from).toBe('bestellungen@gartenwerk.test');
    // The customer's confirmation goes out through the system mailbox.
    expect(sink.lastTo('lena.huber@example.at')!.from).toBe('buero@gartenwerk.test');
  });

  it('sends the owner’s mail of a new booking to the bookings mailbox, through it', async () => {
    const booked = await admin(
      'POST',
      '/api/v0/booking/book',
      {
        type: 'beratung',
        start: '2026-03-24T09:00:00.000Z',
        name: 'Maria Gärtner',
        email: 'maria@example.at',
        note: 'Hecke',
      },
      {},
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [owner] = await outboxTo('termine@gartenwerk.test', 'booking_owner');
    expect(owner).toMatchObject({
      mailboxUuid: 'termine',
      sender: 'termine@gartenwerk.test',
      subject: 'Neue Buchung: Pflanzberatung am 24.03.2026, 10:00 – 11:00 Uhr',
    });
    expect(sink.lastTo('termine@gartenwerk.test')!.from).toBe('termine@gartenwerk.test');
    expect(await outboxTo('office@gartenwerk.example', 'booking_owner')).toEqual([]);
  });

  it('puts the newsletter mailbox as Reply-To on every newsletter mail', async () => {
    const list = (
      await admin('POST', '/api/v0/newsletter_list/', { name: 'Gartentipps', public: true })
    ).json<{
      _id: string;
    }>()._id;
    const template = (
      await admin('POST', '/api/v0/newsletter_template/', {
        name: 'Frühling',
        subject: 'Frühling im Garten',
        modules: [{ type: 'text', props: { text: 'Die Rosen treiben aus.' } }],
      })
    ).json<{ _id: string }>()._id;
    await server.database.db.insert(newsletterSubscribers).values({
      email: 'abonnentin@beispiel.test',
      name: 'Anna',
      lists: [list],
      status: 'confirmed',
      unsubscribeToken: randomUUID(),
      confirmed: new Date(),
    });
    const draft = await admin('POST', SENDINGS, { template, lists: [list], subject: 'Frühling' });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json<{ _id: string }>()._id;
    expect((await admin('POST', `${SENDINGS}${id}/start`, {})).statusCode).toBe(200);
    const done = async () =>
      (await admin('GET', `${SENDINGS}${id}`)).json<{ status: string }>().status === 'done';
    if (server.app.jobs.mode === 'embedded') {
      for (let round = 0; round < 20 && !(await done()); round++) {
        await (server.app.jobs as EmbeddedJobs).runDue();
        clock += 60_000;
      }
    } else {
      for (let attempt = 0; attempt < 600 && !(await done()); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await done()).toBe(true);
    const mail = sink.lastTo('abonnentin@beispiel.test')!;
    expect(mail.raw).toMatch(/^Reply-To: antworten@gartenwerk\.test\r?$/m);
  });

  it('keeps the purposes when the mail settings are saved without them, and changes them when given', async () => {
    const kept = await saveMail({
      mailboxes: mailboxes() as SiteConfig['mail']['mailboxes'],
      DEFAULT_SYSTEM_MAILBOX: 'buero',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await readMail()).purposes).toEqual(ROUTED);

    // A purpose whose mailbox left the list goes back to the system mailbox.
    const fewer = await saveMail({
      mailboxes: mailboxes().filter((one) => one.uuid !== 'termine') as SiteConfig['mail']['mailboxes'],
      DEFAULT_SYSTEM_MAILBOX: 'buero',
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect((await readMail()).purposes).toEqual({ ...ROUTED, bookings: null });

    const changed = await saveMail({
      mailboxes: mailboxes() as SiteConfig['mail']['mailboxes'],
      DEFAULT_SYSTEM_MAILBOX: 'buero',
      purposes: { orders: 'buero' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await readMail()).purposes).toEqual({
      orders: 'buero',
      messages: null,
      bookings: null,
      newsletter: null,
    });
  });
});
