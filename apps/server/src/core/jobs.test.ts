import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support';
import { postgresPool, type DatabaseHandle } from './db';
import { createJobs, type JobOptions, type Jobs } from './jobs';
import type { EmbeddedJobs } from './jobs-embedded';
import { JOB_LOCKS } from './jobs-pgboss';
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

  it('tells whether a job of a singleton key waits or runs', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    jobs.register('pending', async () => {
      started = true;
      await released;
    });
    await jobs.start();
    expect(await jobs.pending('pending', 'datei-1')).toBe(false);
    await jobs.send('pending', {}, { singletonKey: 'datei-1', startAfter: new Date(clock + 60_000) });
    expect(await jobs.pending('pending', 'datei-1')).toBe(true);
    expect(await jobs.pending('pending', 'datei-2')).toBe(false);
    await jobs.send('pending', {}, { singletonKey: 'datei-2' });
    // Embedded, runDue() runs it and waits for it to end.
    const ran = jobs.mode === 'embedded' ? (jobs as EmbeddedJobs).runDue() : Promise.resolve(1);
    await until(() => started, 'the job to start');
    expect(await jobs.pending('pending', 'datei-2')).toBe(true);
    release();
    expect(await ran).toBe(1);
    await until(async () => !(await jobs.pending('pending', 'datei-2')), 'the job to end');
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

    /**
     * Marks the job as a process does that claims it (jobs-pgboss.ts), on a connection of its own that
     * stands for that process: ending the connection is the process's death.
     */
    async function claimElsewhere(id: string, run: string): Promise<pg.Client> {
      const process = new pg.Client(postgresPool(database.db)!.options);
      await process.connect();
      await process.query('begin');
      await process.query(
        `update pgboss.job set state = 'active', started_on = now(), output = $2 where id = $1`,
        [id, { host: 'anderswo', pid: 4711, run }],
      );
      await process.query('select pg_advisory_lock($1, hashtext($2))', [JOB_LOCKS, id]);
      await process.query('commit');
      return process;
    }
    /** The queue as a process that registered `name` made it. */
    async function createQueue(name: string, options?: JobOptions): Promise<void> {
      const maker = createJobs(database.db);
      maker.register(name, async () => undefined, options);
      await maker.start();
      await maker.stop();
    }
    /** A job sent by a process without workers. */
    async function sendElsewhere(name: string, data: object): Promise<string | null> {
      const sender = createJobs(database.db);
      await sender.start();
      try {
        return await sender.send(name, data);
      } finally {
        await sender.stop();
      }
    }
    const jobRow = async (id: string) =>
      (
        await postgresPool(database.db)!.query<{ state: string; retry_count: number; output: unknown }>(
          'select state, retry_count, output from pgboss.job where id = $1',
          [id],
        )
      ).rows[0];

    it('runs again at once the job of a process that died, never the job of one that lives', async () => {
      // The queue exists and holds two jobs; two other processes run one each.
      await createQueue('handover');
      const died = (await sendElsewhere('handover', { job: 'died' }))!;
      const lives = (await sendElsewhere('handover', { job: 'lives' }))!;
      const dying = await claimElsewhere(died, 'run-1');
      const living = await claimElsewhere(lives, 'run-2');

      const ran: Array<{ data: unknown; attempt: number }> = [];
      jobs = createJobs(database.db, { pollSeconds: 0.5 });
      jobs.register('handover', async (data, job) => {
        ran.push({ data, attempt: job.attempt });
      });
      // Its start looks for jobs of dead processes first: both processes live.
      await jobs.start();
      expect(await jobRow(died)).toMatchObject({ state: 'active', output: { run: 'run-1' } });

      await dying.end();
      await until(async () => (await jobRow(died))?.state === 'completed', 'the dead process’s job');
      expect(ran).toEqual([{ data: { job: 'died' }, attempt: 2 }]);
      expect(await jobRow(died)).toMatchObject({ retry_count: 1 });
      // Looked at in the same sweep, the living process's job stays its own.
      expect(await jobRow(lives)).toMatchObject({
        state: 'active',
        retry_count: 0,
        output: { host: 'anderswo', pid: 4711, run: 'run-2' },
      });

      await living.end();
      await until(async () => (await jobRow(lives))?.state === 'completed', 'the second job');
      expect(ran).toEqual([
        { data: { job: 'died' }, attempt: 2 },
        { data: { job: 'lives' }, attempt: 2 },
      ]);
    });

    it('fails the job of a process that died when its attempts are used up, and says so', async () => {
      await createQueue('once', { retry: { limit: 0 } });
      const id = (await sendElsewhere('once', {}))!;
      const dying = await claimElsewhere(id, 'run-1');

      const gaveUp: string[] = [];
      const ran: unknown[] = [];
      jobs = createJobs(database.db, { pollSeconds: 0.5, onGaveUp: (name) => gaveUp.push(name) });
      jobs.register('once', async (data) => void ran.push(data), { retry: { limit: 0 } });
      await jobs.start();
      await dying.end();
      await until(async () => (await jobRow(id))?.state === 'failed', 'the job to fail');
      expect(await jobRow(id)).toMatchObject({
        output: { message: 'the process running it ended', host: 'anderswo', pid: 4711 },
      });
      expect(gaveUp).toEqual(['once']);
      expect(ran).toEqual([]);
    });

    it('marks a job it runs with its process, keeps it while it lives and completes it once', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const started: string[] = [];
      const handler = async (_data: object, job: { id: string }) => {
        started.push(job.id);
        await released;
      };
      jobs = createJobs(database.db, { pollSeconds: 0.5 });
      jobs.register('marked', handler);
      await jobs.start();
      const late = createJobs(database.db, { pollSeconds: 0.5 });
      try {
        const id = (await jobs.send('marked', {}))!;
        await until(() => started.length === 1, 'the job to start');
        const running = await jobRow(id);
        expect(running).toMatchObject({
          state: 'active',
          output: { pid: process.pid, run: expect.any(String) },
        });
        const holders = await postgresPool(database.db)!.query<{ application_name: string }>(
          `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.classid = $1 and l.objsubid = 2 and l.granted
              and l.database = (select oid from pg_database where datname = current_database())`,
          [JOB_LOCKS],
        );
        expect(holders.rows.map((holder) => holder.application_name)).toEqual([
          expect.stringMatching(new RegExp(`^gartenwerk jobs .+ ${process.pid}$`)),
        ]);
        // A process starting now looks for jobs of dead processes first: this one's process lives.
        late.register('marked', handler);
        await late.start();
        expect(await jobRow(id)).toEqual(running);

        release();
        await until(async () => (await jobRow(id))?.state === 'completed', 'the job to complete');
        expect(started).toEqual([id]);
        expect(await jobRow(id)).toMatchObject({ retry_count: 0, output: null });
      } finally {
        release();
        await late.stop();
      }
    });

    it('keeps the job it runs when its locking connection is lost for a moment', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let runs = 0;
      jobs = createJobs(database.db, { pollSeconds: 0.5 });
      jobs.register('kept', async () => {
        runs++;
        await released;
      });
      await jobs.start();
      try {
        const id = (await jobs.send('kept', {}))!;
        await until(() => runs === 1, 'the job to start');
        const running = await jobRow(id);
        const holder = async () =>
          (
            await postgresPool(database.db)!.query<{ pid: number }>(
              `select pid from pg_locks where locktype = 'advisory' and classid = $1 and objsubid = 2
                  and granted and database = (select oid from pg_database where datname = current_database())`,
              [JOB_LOCKS],
            )
          ).rows.map((row) => row.pid);
        const [lost] = await holder();
        await postgresPool(database.db)!.query('select pg_terminate_backend($1)', [lost]);
        // It connects again after a second and takes the lock of its job again; its own looks for
        // jobs of dead processes meanwhile leave the job alone.
        await until(async () => {
          const now = await holder();
          return now.length === 1 && now[0] !== lost;
        }, 'the lock taken again');
        expect(await jobRow(id)).toEqual(running);
        release();
        await until(async () => (await jobRow(id))?.state === 'completed', 'the job to complete');
        expect(runs).toBe(1);
        expect(await jobRow(id)).toMatchObject({ retry_count: 0 });
      } finally {
        release();
      }
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
