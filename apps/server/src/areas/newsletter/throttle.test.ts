import { randomUUID } from 'node:crypto';
import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, startTestServer, type TestServer } from '../../../test/support';
import type { EmbeddedJobs } from '../../core/jobs-embedded';
import { newsletterSubscribers } from './table';

const SENDINGS = '/api/v0/newsletter_sending/';

describe.each(await databaseKinds())('the throttle of newsletter/settings on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  /** The embedded queue's clock; pg-boss keeps the real time. */
  let clock = Date.now();
  const admin = adminCalls(() => server);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // No pace of the test's own: the sending reads the throttle from the settings.
    server = await startTestServer(kind, {
      smtpUrl: smtp.url,
      jobs: { now: () => new Date(clock), poll: false, pollSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails no more per ten-second window than the mails per minute set allow', async () => {
    expect((await admin('PUT', '/api/v0/newsletter/settings', { throttle_per_minute: 12 })).statusCode).toBe(
      200,
    );
    const list = (await admin('POST', '/api/v0/newsletter_list/', { name: 'Gedrosselt' })).json()._id;
    for (let n = 1; n <= 5; n++)
      await server.database.db.insert(newsletterSubscribers).values({
        email: `langsam${n}@beispiel.test`,
        lists: [list],
        status: 'confirmed',
        unsubscribeToken: randomUUID(),
        confirmed: new Date(),
      });
    const template = (
      await admin('POST', '/api/v0/newsletter_template/', {
        name: 'Gedrosselt',
        subject: 'Langsam',
        modules: [{ type: 'text', props: { text: 'Eins nach dem anderen.' } }],
      })
    ).json()._id;
    const id = (
      await admin('POST', SENDINGS, { template, lists: [list], subject: 'Langsam', send: true })
    ).json()._id;
    const sent = () => smtp.mails.filter((mail) => mail.to.join().includes('langsam')).length;

    // 12 a minute: 2 in each window of ten seconds.
    if (kind === 'pglite') {
      for (const expected of [2, 4, 5]) {
        await (server.app.jobs as EmbeddedJobs).runDue();
        expect(sent()).toBe(expected);
        clock += 10_000;
      }
      expect((await admin('GET', `${SENDINGS}${id}`)).json()).toMatchObject({
        status: 'done',
        counts: { sent: 5 },
      });
    } else {
      for (let attempt = 0; attempt < 200 && sent() < 2; attempt++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      // The next window begins ten seconds after the first.
      expect(sent()).toBe(2);
      expect((await admin('GET', `${SENDINGS}${id}`)).json()).toMatchObject({
        status: 'sending',
        counts: { sent: 2, queued: 3 },
      });
    }
  });
});
