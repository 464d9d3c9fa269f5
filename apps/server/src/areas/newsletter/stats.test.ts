import { randomUUID } from 'node:crypto';
import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import type { EmbeddedJobs } from '../../core/jobs-embedded';
import { newsletterEvents, newsletterSendingRecipients, newsletterSendings } from './sending-table';
import { newsletterSubscribers } from './table';

const PUBLIC_URL = 'https://gartenwerk.test';
const SENDINGS = '/api/v0/newsletter_sending/';
const STATS = '/api/v0/newsletter/stats/';
const THUJA = `${PUBLIC_URL}/p/thuja`;
const ROSES = 'https://rosen.example/katalog?sorte=alba&farbe=weiß';

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

describe.each(await databaseKinds())('newsletter statistics on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let clock = Date.now();
  const admin = adminCalls(() => server);
  let list: string;
  let template: string;
  const ids: Record<string, string> = {};

  const settle = async (check: () => Promise<boolean>) => {
    for (let attempt = 0; attempt < 600; attempt++) {
      if (server.app.jobs.mode === 'embedded') await (server.app.jobs as EmbeddedJobs).runDue();
      if (await check()) return;
      if (server.app.jobs.mode === 'embedded') clock += 60_000;
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('gave up waiting for the sending');
  };
  const send = async (subject: string) => {
    const created = await admin('POST', SENDINGS, { template, lists: [list], subject, send: true });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json()._id as string;
    await settle(async () => (await admin('GET', `${SENDINGS}${id}`)).json().status === 'done');
    return id;
  };
  /** The mail's HTML part as the recipient got it (the last mail to the address). */
  const mailOf = (address: string) => {
    const raw = smtp.lastTo(address)!.raw;
    return raw.slice(raw.indexOf('<!doctype html>'));
  };
  const local = (url: string) => unescapeHtml(url).slice(PUBLIC_URL.length);
  const pixelOf = (html: string) =>
    local(/https:\/\/gartenwerk\.test\/newsletter\/open\/[^"]+/.exec(html)![0]);
  const clicksOf = (html: string) =>
    [...html.matchAll(/href="(https:\/\/gartenwerk\.test\/newsletter\/click\/[^"]+)"/g)].map((match) =>
      local(match[1]!),
    );

  beforeAll(async () => {
    smtp = await startSmtpSink((address) => address.startsWith('weg'));
    server = await startTestServer(kind, {
      publicUrl: PUBLIC_URL,
      smtpUrl: smtp.url,
      jobs: { now: () => new Date(clock), poll: false, pollSeconds: 0.5 },
      areaOptions: {
        newsletter: {
          sendingPace: { throttlePerMinute: 600, windowSeconds: 1, bounceThreshold: 0, bounceMinimum: 100 },
        },
      },
    });
    list = (await admin('POST', '/api/v0/newsletter_list/', { name: 'Gartentipps', public: true })).json()
      ._id;
    const created = await admin('POST', '/api/v0/newsletter_template/', {
      name: 'Frühling',
      subject: 'Frühling',
      modules: [
        { type: 'text', props: { text: 'Die Rosen blühen.' } },
        { type: 'button', props: { label: 'Zur Thuja', url: '/p/thuja' } },
        { type: 'button', props: { label: 'Rosenkatalog', url: ROSES } },
        { type: 'footer', props: { text: 'Grüße aus Krems' } },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    template = created.json()._id;
    for (const name of ['anna', 'bernd', 'carla', 'weg']) {
      const [row] = await server.database.db
        .insert(newsletterSubscribers)
        .values({
          email: `${name}@beispiel.test`,
          lists: [list],
          status: 'confirmed',
          unsubscribeToken: randomUUID(),
          confirmed: new Date(),
        })
        .returning();
      ids[name] = row!.id;
    }
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('counts openings and clicks per recipient and link, only for the sending’s links, with a series over time', async () => {
    const sending = await send('Rosenzeit');
    const anna = mailOf('anna@beispiel.test');
    const bernd = mailOf('bernd@beispiel.test');
    // The mail's links go through the redirect, the pixel is there; the footer's links are not tracked.
    const [annaThuja, annaRoses] = clicksOf(anna);
    expect(clicksOf(anna)).toHaveLength(2);
    expect(annaThuja).toBe(`/newsletter/click/${sending}/${ids.anna}?url=${encodeURIComponent(THUJA)}`);
    expect(anna).toContain(`${PUBLIC_URL}/newsletter/webview/${sending}/${ids.anna}"`);

    const pixel = await call(server, 'GET', pixelOf(anna));
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(pixel.headers['cache-control']).toContain('no-store');
    expect(pixel.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect((await call(server, 'GET', pixelOf(anna))).statusCode).toBe(200);
    const click = await call(server, 'GET', annaThuja!);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(THUJA);
    expect((await call(server, 'GET', annaThuja!)).statusCode).toBe(302);
    const roses = await call(server, 'GET', annaRoses!);
    expect(roses.headers.location).toBe(ROSES);
    // Bernd clicks without loading the images: he opened it too.
    expect((await call(server, 'GET', clicksOf(bernd)[0]!)).headers.location).toBe(THUJA);

    // Never an open redirect; unknown recipients and sendings are 404, nothing recorded.
    const evil = await call(
      server,
      'GET',
      `/newsletter/click/${sending}/${ids.anna}?url=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(evil.statusCode).toBe(404);
    expect(evil.headers.location).toBeUndefined();
    expect((await call(server, 'GET', `/newsletter/open/${sending}/niemand`)).statusCode).toBe(404);
    expect((await call(server, 'GET', `/newsletter/open/fehlt/${ids.anna}`)).statusCode).toBe(404);
    expect(
      (await call(server, 'GET', `/newsletter/click/fehlt/${ids.anna}?url=${encodeURIComponent(THUJA)}`))
        .statusCode,
    ).toBe(404);
    expect((await call(server, 'GET', `/newsletter/click/${sending}/${ids.anna}`)).statusCode).toBe(400);

    // Carla unsubscribes through her mail's link.
    const [carla] = await server.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, ids.carla!));
    expect(
      (await call(server, 'POST', '/api/v0/newsletter/unsubscribe', { token: carla!.unsubscribeToken }))
        .statusCode,
    ).toBe(200);

    // Fixed times for the series: started 08:20, events as below, Carla unsubscribed at hour 25.
    const db = server.database.db;
    await db
      .update(newsletterSendings)
      .set({ started: new Date('2026-05-04T08:20:00Z') })
      .where(eq(newsletterSendings.id, sending));
    await db
      .update(newsletterSendingRecipients)
      .set({ done: new Date('2026-05-04T08:21:00Z') })
      .where(eq(newsletterSendingRecipients.sendingId, sending));
    await db
      .update(newsletterSubscribers)
      .set({ unsubscribed: new Date('2026-05-05T09:00:00Z') })
      .where(eq(newsletterSubscribers.id, ids.carla!));
    const events = await db
      .select({ id: newsletterEvents.id })
      .from(newsletterEvents)
      .where(eq(newsletterEvents.sendingId, sending))
      .orderBy(asc(newsletterEvents.id));
    expect(events).toHaveLength(6);
    const times = [
      '2026-05-04T08:30:00Z', // Anna opens (hour 0)
      '2026-05-04T10:05:00Z', // Anna opens again (hour 2)
      '2026-05-04T10:10:00Z', // Anna clicks the Thuja (hour 2)
      '2026-05-06T12:00:00Z', // Anna clicks the Thuja again (hour 52: the day from hour 48)
      '2026-05-07T09:00:00Z', // Anna clicks the roses (hour 73: the day from hour 72)
      '2026-05-04T10:45:00Z', // Bernd clicks the Thuja (hour 2)
    ];
    for (const [index, event] of events.entries())
      await db
        .update(newsletterEvents)
        .set({ at: new Date(times[index]!) })
        .where(inArray(newsletterEvents.id, [event.id]));

    const stats = await admin('GET', `${STATS}?sending=${sending}`);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json();
    expect(body.total).toBe(1);
    expect(body.items).toEqual([
      {
        _id: sending,
        subject: 'Rosenzeit',
        status: 'done',
        welcome: false,
        started: '2026-05-04T08:20:00.000Z',
        finished: expect.any(String),
        recipients: 4,
        queued: 0,
        sent: 4,
        delivered: 3,
        failed: 0,
        bounced: 1,
        opened: 2,
        opens: 2,
        clicked: 2,
        clicks: 4,
        unsubscribed: 1,
      },
    ]);
    expect(body.detail.links).toEqual([
      { url: THUJA, clicks: 3, clicked: 2 },
      { url: ROSES, clicks: 1, clicked: 1 },
    ]);
    const series = body.detail.series as {
      at: string;
      unit: string;
      opens: number;
      opened: number;
      clicks: number;
      clicked: number;
      unsubscribed: number;
    }[];
    // 48 hours, then the days from hour 48 and hour 72.
    expect(series).toHaveLength(50);
    const zero = { opens: 0, opened: 0, clicks: 0, clicked: 0, unsubscribed: 0 };
    expect(series[0]).toEqual({ at: '2026-05-04T08:00:00.000Z', unit: 'hour', ...zero, opens: 1, opened: 1 });
    expect(series[1]).toEqual({ at: '2026-05-04T09:00:00.000Z', unit: 'hour', ...zero });
    expect(series[2]).toEqual({
      at: '2026-05-04T10:00:00.000Z',
      unit: 'hour',
      opens: 1,
      opened: 1,
      clicks: 2,
      clicked: 2,
      unsubscribed: 0,
    });
    expect(series[25]).toEqual({ at: '2026-05-05T09:00:00.000Z', unit: 'hour', ...zero, unsubscribed: 1 });
    expect(series[47]).toEqual({ at: '2026-05-06T07:00:00.000Z', unit: 'hour', ...zero });
    expect(series[48]).toEqual({ at: '2026-05-06T08:00:00.000Z', unit: 'day', ...zero, clicks: 1 });
    expect(series[49]).toEqual({ at: '2026-05-07T08:00:00.000Z', unit: 'day', ...zero, clicks: 1 });
  });

  it('with tracking off mails plain links without a pixel and records nothing', async () => {
    const settings = await admin('PUT', '/api/v0/newsletter/settings', { tracking: false });
    expect(settings.statusCode, settings.body).toBe(200);
    const sending = await send('Ohne Zählung');
    const html = mailOf('anna@beispiel.test');
    expect(html).not.toContain('/newsletter/open/');
    expect(html).not.toContain('/newsletter/click/');
    expect(html).toContain(`href="${THUJA}"`);
    expect(html).toContain(`href="${ROSES.replace(/&/g, '&amp;')}"`);

    // A link of an earlier mail still leads on, uncounted.
    const before = (await admin('GET', STATS)).json();
    const earlier = before.items.find((item: { subject: string }) => item.subject === 'Rosenzeit');
    const click = await call(
      server,
      'GET',
      `/newsletter/click/${earlier._id}/${ids.anna}?url=${encodeURIComponent(THUJA)}`,
    );
    expect(click.statusCode).toBe(302);
    expect((await call(server, 'GET', `/newsletter/open/${earlier._id}/${ids.anna}`)).statusCode).toBe(200);

    const after = (await admin('GET', STATS)).json();
    expect(after.total).toBe(2);
    expect(after.detail).toBeNull();
    // The newest first; Carla is not mailed any more.
    expect(after.items.map((item: { _id: string }) => item._id)).toEqual([sending, earlier._id]);
    expect(after.items[0]).toMatchObject({ recipients: 3, delivered: 2, bounced: 1, opened: 0, clicks: 0 });
    expect(after.items[1]).toMatchObject({ opens: 2, clicks: 4, opened: 2, clicked: 2 });
    await admin('PUT', '/api/v0/newsletter/settings', { tracking: true });
  });

  it('is for admins only, and 404 in German for an unknown sending', async () => {
    expect((await call(server, 'GET', STATS)).statusCode).toBe(403);
    expect((await call(server, 'GET', STATS, undefined, server.userToken)).statusCode).toBe(403);
    const unknown = await admin('GET', `${STATS}?sending=fehlt`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diese Sendung gibt es nicht.');
  });
});
