import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support';
import type { DatabaseHandle } from './db';
import { createJobs, type Jobs } from './jobs';
import type { EmbeddedJobs } from './jobs-embedded';
import { jobs as jobsTable } from './jobs-table';

/** Waits until `check` holds (the pg-boss workers poll on their own). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.each(await databaseKinds())('the jobs on %s', (kind) => {
  let database: DatabaseHandle;
  let clock: number;
  let jobs: Jobs;
  /** Embedded: runs what is due now; pg-boss: waits for its workers to have done `what`. */
  const drive = async (check: () => boolean, what: string) => {
    if (jobs.mode === 'embedded') await (jobs as EmbeddedJobs).runDue();
    await until(check, what);
  };

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    // The real time: pg-boss compares start times with the database's clock.
    clock = Date.now();
    jobs = createJobs(database.db, { now: () => new Date(clock), poll: false, pollSeconds: 0.5 });
  });
  afterEach(async () => {
    await jobs.stop();
    await database.close();
  });

  it('runs after the next start what was queued before a stop, and idle() waits for it', async () => {
    // The queue exists (pg-boss makes it when the first worker of the name starts).
    jobs.register('resume', async () => undefined);
    await jobs.start();
    await jobs.stop();
    // A process without a worker queues the job and ends.
    const queuer = createJobs(database.db);
    await queuer.start();
    expect(await queuer.send('resume', { sending: 's9' })).not.toBeNull();
    await queuer.stop();

    const ran: unknown[] = [];
    jobs = createJobs(database.db, { pollSeconds: 0.5 });
    jobs.register('resume', async (data) => {
      ran.push(data);
    });
    await jobs.start();
    await jobs.idle();
    expect(ran).toEqual([{ sending: 's9' }]);
  });

  it('runs each job once with its data, as many at once as the concurrency allows', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    jobs.register<{ n: number }>(
      'count',
      async ({ n }) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(n);
        running--;
      },
      { concurrency: 2 },
    );
    await jobs.start();
    for (let n = 1; n <= 5; n++) await jobs.send('count', { n });
    await drive(() => seen.length === 5, 'five jobs');
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBeLessThanOrEqual(2);
    expect(jobs.mode).toBe(kind === 'pglite' ? 'embedded' : 'pg-boss');
  });

  it('queues one job per singleton key while it waits; the running one may queue its successor', async () => {
    const runs: string[] = [];
    let queuedSuccessor = false;
    jobs.register<{ tag: string }>('daily', async ({ tag }) => {
      runs.push(tag);
      if (tag !== 'first') return;
      const next = await jobs.send(
        'daily',
        { tag: 'next' },
        { singletonKey: 'k', startAfter: new Date(clock + 60_000) },
      );
      queuedSuccessor = next !== null;
    });
    await jobs.start();
    // The first job waits two seconds, so that the second is sent while it is surely still queued (a
    // pg-boss worker may take a due job before the next line runs, and then the key is free again).
    expect(
      await jobs.send('daily', { tag: 'first' }, { singletonKey: 'k', startAfter: new Date(clock + 2_000) }),
    ).toEqual(expect.any(String));
    expect(await jobs.send('daily', { tag: 'second' }, { singletonKey: 'k' })).toBeNull();
    clock += 2_000;
    await drive(() => queuedSuccessor, 'the first job');
    expect(runs).toEqual(['first']);
    // The successor waits for its time, and holds the key.
    const successor = await jobs.send('daily', { tag: 'third' }, { singletonKey: 'k' });
    expect(successor).toBeNull();
  });

  if (kind === 'pglite') {
    it('retries a failing job with a growing delay, then marks it failed', async () => {
      const embedded = jobs as EmbeddedJobs;
      const attempts: number[] = [];
      jobs.register(
        'flaky',
        async (_data, job) => {
          attempts.push(job.attempt);
          throw new Error('SMTP weg');
        },
        { retry: { limit: 2, delaySeconds: 10, backoff: true } },
      );
      await jobs.start();
      const id = (await jobs.send('flaky', {}))!;
      await embedded.runDue();
      expect(attempts).toEqual([1]);
      clock += 9_000;
      await embedded.runDue();
      expect(attempts).toEqual([1]);
      clock += 1_000;
      await embedded.runDue();
      expect(attempts).toEqual([1, 2]);
      clock += 19_000;
      await embedded.runDue();
      expect(attempts).toEqual([1, 2]);
      clock += 1_000;
      await embedded.runDue();
      expect(attempts).toEqual([1, 2, 3]);
      clock += 3_600_000;
      await embedded.runDue();
      expect(attempts).toEqual([1, 2, 3]);
      const [row] = await database.db.select().from(jobsTable).where(eq(jobsTable.id, id));
      expect(row).toMatchObject({ state: 'failed', attempts: 3, error: 'SMTP weg' });
    });

    it('runs again at the start what a dead process left running', async () => {
      await database.db.insert(jobsTable).values({
        id: 'left-over',
        name: 'resume',
        data: { sending: 's1' },
        state: 'active',
        attempts: 1,
        startAfter: new Date(clock - 10_000),
        started: new Date(clock - 5_000),
      });
      const resumed: unknown[] = [];
      jobs.register('resume', async (data, job) => {
        resumed.push({ data, attempt: job.attempt });
      });
      await jobs.start();
      await (jobs as EmbeddedJobs).runDue();
      expect(resumed).toEqual([{ data: { sending: 's1' }, attempt: 2 }]);
      expect(await database.db.select().from(jobsTable)).toEqual([]);
    });
  } else {
    it('retries a failing job through pg-boss until it succeeds', async () => {
      const attempts: number[] = [];
      jobs.register(
        'flaky',
        async (_data, job) => {
          attempts.push(job.attempt);
          if (job.attempt < 2) throw new Error('SMTP weg');
        },
        { retry: { limit: 2, delaySeconds: 0, backoff: false } },
      );
      await jobs.start();
      await jobs.send('flaky', {});
      await until(() => attempts.length === 2, 'the second attempt');
      expect(attempts).toEqual([1, 2]);
    });

    it('lets a job that fails after its database closed end without an unhandled rejection', async () => {
      const rejections: unknown[] = [];
      const record = (reason: unknown) => rejections.push(reason);
      process.on('unhandledRejection', record);
      try {
        let started = false;
        let release!: () => void;
        const databaseClosed = new Promise<void>((resolve) => (release = resolve));
        jobs.register('long', async () => {
          started = true;
          await databaseClosed;
          throw new Error('Datenbank weg');
        });
        await jobs.start();
        await jobs.send('long', {});
        await until(() => started, 'the job to start');
        await database.close();
        // pg-boss marks the failed job without awaiting it: on a closed pool that must not reject.
        release();
        await jobs.stop();
        await new Promise((resolve) => setImmediate(resolve));
        expect(rejections).toEqual([]);
      } finally {
        process.off('unhandledRejection', record);
        database = await openTestDatabase(kind);
      }
    });
  }
});
