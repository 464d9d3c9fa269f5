import { randomUUID } from 'node:crypto';
import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import type { EmbeddedJobs } from '../../core/jobs-embedded';
import { getConfig, updateConfig } from '../config/service';
import { newsletterSendingRecipients } from './sending-table';
import { newsletterConsents, newsletterSubscribers } from './table';

const PUBLIC_URL = 'https://gartenwerk.test';
const SENDINGS = '/api/v0/newsletter_sending/';
const LISTS = '/api/v0/newsletter_list/';
const TEMPLATES = '/api/v0/newsletter_template/';
const WINDOW_MS = 60_000;

describe.each(await databaseKinds())('newsletter sendings on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  /** The embedded queue's clock; pg-boss keeps the real time. */
  let clock = Date.now();
  const admin = adminCalls(() => server);
  let template: string;
  let publicList: string;
  let privateList: string;

  /**
   * Embedded: runs what is due, and then window after window until `check` holds; pg-boss polls on
   * its own, so this waits until `check` holds.
   */
  const settle = async (check: () => Promise<boolean>, what: string) => {
    if (server.app.jobs.mode === 'embedded') {
      for (let window = 0; window < 20; window++) {
        await (server.app.jobs as EmbeddedJobs).runDue();
        if (await check()) return;
        clock += WINDOW_MS;
      }
      throw new Error(`gave up waiting for ${what}`);
    }
    for (let attempt = 0; attempt < 600; attempt++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`gave up waiting for ${what}`);
  };
  const sendingOf = async (id: string) => (await admin('GET', `${SENDINGS}${id}`)).json();
  const statusIs = (id: string, status: string) => async () => (await sendingOf(id)).status === status;
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

  /** A confirmed subscriber, entered directly (the double opt-in has tests of its own). */
  async function confirmed(email: string, lists: string[], status = 'confirmed', name = '') {
    const [row] = await server.database.db
      .insert(newsletterSubscribers)
      .values({ email, name, lists, status, unsubscribeToken: randomUUID(), confirmed: new Date() })
      .returning();
    return row!.id;
  }

  beforeAll(async () => {
    // Addresses starting with "weg" are refused for good (550), "spaet" for now (451).
    smtp = await startSmtpSink((address) => (address.startsWith('spaet') ? 451 : address.startsWith('weg')));
    server = await startTestServer(kind, {
      publicUrl: PUBLIC_URL,
      smtpUrl: smtp.url,
      jobs: { now: () => new Date(clock), poll: false, pollSeconds: 0.5 },
      areaOptions: {
        newsletter: {
          subscribeLimit: 10_000,
          // Embedded: two mails per minute, to see the batches; pg-boss: at once.
          sendingPace:
            kind === 'pglite'
              ? { throttlePerMinute: 2, windowSeconds: 60, bounceThreshold: 0.5, bounceMinimum: 2 }
              : { throttlePerMinute: 600, windowSeconds: 0, bounceThreshold: 0.5, bounceMinimum: 2 },
        },
      },
    });
    publicList = (await admin('POST', LISTS, { name: 'Gartentipps', public: true })).json()._id;
    privateList = (await admin('POST', LISTS, { name: 'Händler', public: false })).json()._id;
    const created = await admin('POST', TEMPLATES, {
      name: 'Herbst',
      subject: 'Herbst im Garten',
      modules: [
        { type: 'text', props: { text: 'Liebe(r) {{name}}, die Äpfel sind reif.' } },
        { type: 'footer', props: { text: 'Herzliche Grüße aus Krems' } },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    template = created.json()._id;
    // The admin centre is told when a sending has finished.
    const { enabled_components } = await getConfig(server.database.db);
    await updateConfig(server.database.db, { enabled_components: [...enabled_components, 'notifications'] });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('refuses unknown lists and templates in German, and guests', async () => {
    const unknownList = await admin('POST', SENDINGS, { template, lists: ['fehlt'], subject: 'Hallo' });
    expect(unknownList.statusCode).toBe(400);
    expect(unknownList.json().message).toBe('Diese Newsletter-Liste gibt es nicht: fehlt');
    const unknownTemplate = await admin('POST', SENDINGS, {
      template: 'fehlt',
      lists: [publicList],
      subject: 'Hallo',
    });
    expect(unknownTemplate.statusCode).toBe(400);
    expect(unknownTemplate.json().message).toBe('Diese Newsletter-Vorlage gibt es nicht: fehlt');
    const noLists = await admin('POST', SENDINGS, { template, lists: [], subject: 'Hallo' });
    expect(noLists.statusCode).toBe(400);
    expect((await call(server, 'GET', SENDINGS)).statusCode).toBe(403);
    expect((await call(server, 'GET', SENDINGS, undefined, server.userToken)).statusCode).toBe(403);
  });

  it('mails each confirmed subscriber of the lists once, throttled, personalised, with the unsubscribe headers', async () => {
    const anna = await confirmed('anna@beispiel.test', [publicList, privateList], 'confirmed', 'Anna');
    await confirmed('bernd@beispiel.test', [publicList]);
    await confirmed('carla@beispiel.test', [privateList]);
    await confirmed('dora@beispiel.test', [publicList], 'unsubscribed');
    await confirmed('emil@beispiel.test', [publicList], 'unconfirmed');

    const draft = await admin('POST', SENDINGS, {
      template,
      lists: [publicList, privateList],
      subject: 'Herbst für {{name}}',
      preheader: 'Äpfel',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json()._id;
    expect(draft.json()).toMatchObject({ status: 'draft', counts: { total: 0 } });
    const started = await admin('POST', `${SENDINGS}${id}/start`, {});
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'sending', counts: { total: 3, queued: 3 } });

    if (kind === 'pglite') {
      await settle(async () => true, 'the first batch');
      expect((await sendingOf(id)).counts).toMatchObject({ queued: 1, sent: 2 });
      clock += WINDOW_MS - 1000;
      await settle(async () => true, 'nothing before the window ends');
      expect((await sendingOf(id)).counts).toMatchObject({ queued: 1, sent: 2 });
      clock += 1000;
    }
    await settle(statusIs(id, 'done'), 'the sending to finish');
    expect((await sendingOf(id)).counts).toEqual({ total: 3, queued: 0, sent: 3, failed: 0, bounced: 0 });
    const told = (await admin('GET', '/api/v0/notification/?group=newsletter')).json().items;
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Newsletter versendet: Herbst für {{name}}',
        content: '3 Empfänger',
        type: 'success',
        icon: 'send',
        group: 'newsletter',
        link: `stats/browse/${id}`,
        read: false,
      }),
    ]);
    for (const address of ['anna@beispiel.test', 'bernd@beispiel.test', 'carla@beispiel.test'])
      expect(mailsTo(address)).toHaveLength(1);
    expect(mailsTo('dora@beispiel.test')).toHaveLength(0);
    expect(mailsTo('emil@beispiel.test')).toHaveLength(0);

    const [subscriber] = await server.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, anna));
    // Headers unfolded.
    const raw = mailsTo('anna@beispiel.test')[0]!.raw.replace(/\r\n[ \t]+/g, ' ');
    // (The sink decodes the header's quoted-printable too.)
    expect(raw).toContain('Subject: =?UTF-8?Q?Herbst_für_Anna?');
    expect(raw).toContain('Liebe(r) Anna, die Äpfel sind reif.');
    expect(raw).toContain(
      `List-Unsubscribe: <${PUBLIC_URL}/api/v0/newsletter/unsubscribe/${subscriber!.unsubscribeToken}>`,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain(`${PUBLIC_URL}/newsletter/unsubscribe/${subscriber!.unsubscribeToken}`);
    expect(raw).toContain(`${PUBLIC_URL}/newsletter/webview/${id}/${anna}`);

    // The web view shows Anna's mail; an unknown pair is a 404 page.
    const page = await call(server, 'GET', `/newsletter/webview/${id}/${anna}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Liebe(r) Anna, die Äpfel sind reif.');
    const missing = await call(server, 'GET', `/newsletter/webview/${id}/niemand`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Diesen Newsletter gibt es nicht (mehr).');

    // The archive lists it: one of its lists is public.
    const archive = (await call(server, 'GET', '/api/v0/newsletter2/')).json();
    expect(archive.items).toContainEqual({
      _id: id,
      subject: 'Herbst für {{name}}',
      sent: expect.any(String),
    });
    // The archive's own view carries no one's name or links.
    const archived = await call(server, 'GET', `/newsletter/webview/${id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.body).toContain('Liebe(r) , die Äpfel sind reif.');
    expect(archived.body).not.toContain(subscriber!.unsubscribeToken);
  });

  it('pauses, resumes where it stopped and cancels; a running sending is not deleted', async () => {
    const list = (await admin('POST', LISTS, { name: 'Rosen', public: false })).json()._id;
    for (const name of ['fa', 'fb', 'fc', 'fd', 'fe']) await confirmed(`${name}@rosen.test`, [list]);
    const id = (
      await admin('POST', SENDINGS, { template, lists: [list], subject: 'Rosen', send: true })
    ).json()._id;
    const paused = await admin('POST', `${SENDINGS}${id}/pause`);
    expect(paused.json()).toMatchObject({ status: 'paused', pausedReason: 'manual' });
    clock += WINDOW_MS;
    await settle(async () => true, 'nothing while paused');
    expect((await sendingOf(id)).counts).toMatchObject({ queued: 5, sent: 0 });
    expect((await admin('POST', `${SENDINGS}${id}/pause`)).statusCode).toBe(409);

    expect((await admin('POST', `${SENDINGS}${id}/resume`)).json()).toMatchObject({ status: 'sending' });
    expect((await admin('DELETE', `${SENDINGS}${id}`)).json().message).toBe(
      'Eine laufende Sendung kann nicht gelöscht werden. Bitte halten Sie sie zuerst an oder brechen Sie sie ab.',
    );
    if (kind === 'pglite') {
      await settle(async () => true, 'one batch');
      expect((await sendingOf(id)).counts).toMatchObject({ queued: 3, sent: 2 });
      const cancelled = await admin('POST', `${SENDINGS}${id}/cancel`);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', counts: { queued: 3, sent: 2 } });
      clock += WINDOW_MS;
      await settle(async () => true, 'nothing after the cancel');
      expect((await sendingOf(id)).counts).toMatchObject({ queued: 3, sent: 2 });
      const resumed = await admin('POST', `${SENDINGS}${id}/resume`);
      expect(resumed.statusCode).toBe(409);
      expect(resumed.json().message).toBe(
        'Nur eine angehaltene Sendung kann fortgesetzt werden; diese Sendung ist abgebrochen.',
      );
      // Not archived: cancelled, and to a private list only.
      expect((await call(server, 'GET', `/newsletter/webview/${id}`)).statusCode).toBe(404);
    } else {
      await settle(statusIs(id, 'done'), 'the rest');
      expect((await call(server, 'GET', `/newsletter/webview/${id}`)).statusCode).toBe(404);
      expect((await sendingOf(id)).counts).toMatchObject({ queued: 0, sent: 5 });
    }
    // Each recipient mailed at most once, as many as counted sent.
    const rosen = smtp.mails.filter((mail) => mail.to[0]!.endsWith('@rosen.test')).map((mail) => mail.to[0]);
    expect(new Set(rosen).size).toBe(rosen.length);
    expect(rosen).toHaveLength((await sendingOf(id)).counts.sent);
    // Cancelled or done, it cannot be cancelled again.
    expect((await admin('POST', `${SENDINGS}${id}/cancel`)).statusCode).toBe(409);
  });

  it('records a mail the SMTP server did not take as failed for its recipient only', async () => {
    const list = (await admin('POST', LISTS, { name: 'Fehler', public: false })).json()._id;
    const ids = new Map<string, string>();
    for (const name of ['a-gut', 'spaet', 'z-gut'])
      ids.set(name, await confirmed(`${name}@fehler.test`, [list]));
    const id = (await admin('POST', SENDINGS, { template, lists: [list], subject: 'F', send: true })).json()
      ._id;
    await settle(statusIs(id, 'done'), 'the sending to finish');
    expect((await sendingOf(id)).counts).toEqual({ total: 3, queued: 0, sent: 2, failed: 1, bounced: 0 });
    const states = await server.database.db
      .select({
        subscriber: newsletterSendingRecipients.subscriberId,
        state: newsletterSendingRecipients.state,
        error: newsletterSendingRecipients.error,
      })
      .from(newsletterSendingRecipients)
      .where(eq(newsletterSendingRecipients.sendingId, id));
    const stateOf = (name: string) => states.find((row) => row.subscriber === ids.get(name));
    expect(stateOf('spaet')).toMatchObject({ state: 'failed', error: expect.stringContaining('451') });
    expect(stateOf('a-gut')).toMatchObject({ state: 'sent', error: null });
    expect(stateOf('z-gut')).toMatchObject({ state: 'sent', error: null });
    expect(mailsTo('a-gut@fehler.test')).toHaveLength(1);
    expect(mailsTo('z-gut@fehler.test')).toHaveLength(1);
    expect(mailsTo('spaet@fehler.test')).toHaveLength(0);
  });

  it('pauses itself when too many addresses bounce', async () => {
    const list = (await admin('POST', LISTS, { name: 'Bounces', public: false })).json()._id;
    // The sink refuses addresses starting with "weg" (a permanent 550).
    // Whatever the order, the rate reaches one half with recipients still queued.
    for (const name of ['weg1', 'weg2', 'weg3', 'weg4', 'gut1'])
      await confirmed(`${name}@bounce.test`, [list]);
    const id = (await admin('POST', SENDINGS, { template, lists: [list], subject: 'B', send: true })).json()
      ._id;
    clock += WINDOW_MS;
    await settle(statusIs(id, 'paused'), 'the sending to pause itself');
    const sending = await sendingOf(id);
    expect(sending.pausedReason).toBe('bounces');
    expect(sending.counts.bounced).toBeGreaterThanOrEqual(1);
    expect(sending.counts.queued).toBeGreaterThanOrEqual(2);
    expect(sending.counts.bounced / (sending.counts.bounced + sending.counts.sent)).toBeGreaterThanOrEqual(
      0.5,
    );
    // Resuming goes on with the queued recipients only.
    const queued = sending.counts.queued;
    expect((await admin('POST', `${SENDINGS}${id}/resume`)).json()).toMatchObject({
      status: 'sending',
      counts: { queued },
    });
  });

  it('mails a list’s welcome sending to each newly confirmed subscriber once', async () => {
    const list = (await admin('POST', LISTS, { name: 'Willkommen', public: true })).json()._id;
    await confirmed('alt@welcome.test', [list]);
    const id = (
      await admin('POST', SENDINGS, {
        template,
        lists: [list],
        subject: 'Willkommen!',
        welcome: true,
        send: true,
      })
    ).json()._id;
    expect((await sendingOf(id)).counts.total).toBe(0);
    const subscribe = await call(server, 'POST', '/api/v0/newsletter/subscribe', {
      email: 'neu@welcome.test',
      consent: 'Ja, ich möchte den Newsletter erhalten.',
      lists: [list],
    });
    expect(subscribe.statusCode, subscribe.body).toBe(200);
    const token = /\/newsletter\/verify\/([A-Za-z0-9_-]+)/.exec(smtp.lastTo('neu@welcome.test')!.raw)![1]!;
    expect((await call(server, 'POST', '/api/v0/newsletter/verify', { token })).json().status).toBe(
      'confirmed',
    );
    clock += WINDOW_MS;
    await settle(async () => (await sendingOf(id)).counts.sent === 1, 'the welcome mail');
    expect(mailsTo('neu@welcome.test').filter((mail) => mail.raw.includes('Willkommen!'))).toHaveLength(1);
    expect(mailsTo('alt@welcome.test')).toHaveLength(0);
    // Confirming again (the same link) mails nothing more.
    await call(server, 'POST', '/api/v0/newsletter/verify', { token });
    clock += WINDOW_MS;
    await settle(async () => true, 'nothing more');
    expect((await sendingOf(id)).counts).toMatchObject({ total: 1, sent: 1 });
  });

  it('mails the welcome sending at once to a sign-up that a list without double opt-in confirms', async () => {
    const list = (await admin('POST', LISTS, { name: 'Sofort', public: true, double_opt_in: false })).json()
      ._id;
    const id = (
      await admin('POST', SENDINGS, {
        template,
        lists: [list],
        subject: 'Gleich willkommen!',
        welcome: true,
        send: true,
      })
    ).json()._id;
    const subscribe = await call(server, 'POST', '/api/v0/newsletter/subscribe', {
      email: 'sofort@welcome.test',
      consent: 'Ja, ich möchte den Newsletter erhalten.',
      lists: [list],
    });
    expect(subscribe.json().status).toBe('confirmed');
    clock += WINDOW_MS;
    await settle(async () => (await sendingOf(id)).counts.sent === 1, 'the welcome mail');
    expect(
      mailsTo('sofort@welcome.test').filter((mail) => mail.raw.includes('Gleich willkommen!')),
    ).toHaveLength(1);
  });

  it('schedules a sending for later and starts it then', async () => {
    const list = (await admin('POST', LISTS, { name: 'Geplant', public: false })).json()._id;
    await confirmed('plan@beispiel.test', [list]);
    const past = await admin('POST', SENDINGS, {
      template,
      lists: [list],
      subject: 'Später',
      scheduled: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Der geplante Zeitpunkt liegt in der Vergangenheit.');
    const at = new Date(Date.now() + (kind === 'pglite' ? 3_600_000 : 1_500));
    const scheduled = await admin('POST', SENDINGS, {
      template,
      lists: [list],
      subject: 'Später',
      scheduled: at.toISOString(),
    });
    expect(scheduled.json()).toMatchObject({
      status: 'scheduled',
      scheduled: at.toISOString(),
      counts: { total: 0 },
    });
    const id = scheduled.json()._id;
    if (kind === 'pglite') {
      await settle(async () => true, 'nothing before its time');
      expect((await sendingOf(id)).status).toBe('scheduled');
      clock = at.getTime();
    }
    await settle(statusIs(id, 'done'), 'the scheduled sending');
    expect(mailsTo('plan@beispiel.test')).toHaveLength(1);
  });

  it('sends a scheduled sending at once on "send now", and its time later adds nothing', async () => {
    const list = (await admin('POST', LISTS, { name: 'Sofort statt morgen', public: false })).json()._id;
    await confirmed('sofort-jetzt@beispiel.test', [list]);
    const tomorrow = new Date(clock + 24 * 3_600_000);
    const scheduled = await admin('POST', SENDINGS, {
      template,
      lists: [list],
      subject: 'Morgen geplant',
      scheduled: tomorrow.toISOString(),
    });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled' });
    const id = scheduled.json()._id;

    const now = await admin('POST', `${SENDINGS}${id}/start`, {});
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().status).toBe('sending');
    // Well before tomorrow (the embedded clock moves a few windows at most).
    await settle(statusIs(id, 'done'), 'the sending sent now');
    expect(clock).toBeLessThan(tomorrow.getTime());
    expect(mailsTo('sofort-jetzt@beispiel.test')).toHaveLength(1);

    if (kind === 'pglite') {
      // The scheduled start's job comes due and finds the sending done.
      clock = tomorrow.getTime() + 1;
      await (server.app.jobs as EmbeddedJobs).runDue();
      expect((await sendingOf(id)).status).toBe('done');
      expect(mailsTo('sofort-jetzt@beispiel.test')).toHaveLength(1);
    }
  });

  if (kind === 'pglite') {
    it('removes expired sign-ups through the job queue at the start', async () => {
      const id = await confirmed('abgelaufen@beispiel.test', [], 'unconfirmed');
      await server.database.db.insert(newsletterConsents).values({
        subscriberId: id,
        form: 'footer',
        text: 'x',
        ip: '',
        language: 'de',
        tokenHash: randomUUID(),
        expires: new Date(Date.now() - 1000),
      });
      // The daily run (queued at the start) is due a day later.
      clock += 24 * 60 * 60 * 1000 + 1;
      await (server.app.jobs as EmbeddedJobs).runDue();
      const left = await server.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id));
      expect(left).toEqual([]);
    });
  }
});
