import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support';
import type { DatabaseHandle } from '../../core/db';
import { createJobs, type Jobs } from '../../core/jobs';
import { Mailer } from './service';
import { outbox } from './table';

/** Waits until `check` holds, looking every 50 ms. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.each(await databaseKinds())('mail retries on %s', (kind) => {
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  /** Refusals still to come per address, as a busy server answers: 451, try again later. */
  const busy = new Map<string, number>();
  const runners: Jobs[] = [];
  const mailers: Mailer[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink((address) => {
      const left = busy.get(address) ?? 0;
      if (left === 0) return false;
      busy.set(address, left - 1);
      return 451;
    });
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    for (const jobs of runners.splice(0)) await jobs.stop();
    for (const mailer of mailers.splice(0)) mailer.close();
    await database.close();
  });

  /** A mailer whose retries run on a runner of its own, as the app's do on app.jobs. */
  const mailerWithJobs = () => {
    const mailer = new Mailer(database.db, {
      publicUrl: 'https://www.gartenwerk.at',
      smtpUrl: smtp.url,
      from: 'Gartenwerk <shop@gartenwerk.at>',
      retry: { delaySeconds: 0 },
    });
    const jobs = createJobs(database.db, { pollSeconds: 0.5 });
    mailer.useJobs(jobs);
    mailers.push(mailer);
    runners.push(jobs);
    return { mailer, jobs };
  };
  const row = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it('sends a mail the SMTP server turned away for now again until it is taken, once', async () => {
    const { mailer, jobs } = mailerWithJobs();
    await jobs.start();
    busy.set('gaertnerin@example.test', 2);
    const entry = await mailer.sendComposed({
      to: 'gaertnerin@example.test',
      template: 'invoice',
      subject: 'Ihre Rechnung RE-2026-0042',
      text: 'Guten Tag, anbei Ihre Rechnung.',
      attachments: [
        {
          filename: 'RE-2026-0042.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7 Rechnung'),
        },
      ],
    });
    // The caller is not held up: the first attempt failed and is recorded.
    expect(entry).toMatchObject({ sentAt: null, error: expect.stringContaining('try again later') });

    // Embedded, the retry is due at once; pg-boss plans it a second or two later (backoff).
    await until(async () => {
      await jobs.idle();
      return (await row(entry._id)).sentAt !== null;
    }, 'the retry to be sent');
    const sent = await row(entry._id);
    expect(sent.sentAt).not.toBeNull();
    expect(sent.error).toBeNull();
    expect(busy.get('gaertnerin@example.test')).toBe(0);
    const received = smtp.mails.filter((mail) => mail.to.includes('gaertnerin@example.test'));
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain('Subject: Ihre Rechnung RE-2026-0042');
    expect(received[0]!.raw).toContain('filename=RE-2026-0042.pdf');
  });

  it('sends after a restart the retry a stopped server left queued', async () => {
    const first = mailerWithJobs();
    // This server stops before its retry runs.
    await first.jobs.start();
    await first.jobs.stop();
    busy.set('nachbar@example.test', 1);
    const entry = await first.mailer.sendMail({
      to: 'nachbar@example.test',
      template: 'verify',
      values: { link: '/verify/t9', handle: 'nachbar@example.test' },
    });
    expect(entry.sentAt).toBeNull();
    expect(smtp.lastTo('nachbar@example.test')).toBeUndefined();

    const next = mailerWithJobs();
    await next.jobs.start();
    await next.jobs.idle();
    expect((await row(entry._id)).sentAt).not.toBeNull();
    expect(smtp.mails.filter((mail) => mail.to.includes('nachbar@example.test'))).toHaveLength(1);
    expect(smtp.lastTo('nachbar@example.test')!.raw).toContain('https://www.gartenwerk.at/verify/t9');
  });
});
