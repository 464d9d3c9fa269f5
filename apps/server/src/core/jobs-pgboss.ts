import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import pg from 'pg';
import {
  resolveJobOptions,
  type CreateJobsOptions,
  type JobHandler,
  type JobOptions,
  type Jobs,
  type ResolvedJobOptions,
  type SendOptions,
} from './jobs';

/**
 * The advisory locks of the jobs running now: `(JOB_LOCKS, hashtext(job id))`, each held by the
 * process that runs the job on a connection of its own. A process that ends, however it ends, loses
 * its connection and with it the locks: an `active` job whose lock is free has lost its process.
 */
export const JOB_LOCKS = 7_420_032;

/** How long a lost locking connection waits before it connects again (ms), doubling up to the most. */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * An `active` job this process runs is marked in pg-boss's `output` column (overwritten when the job
 * completes or fails): the process (`host`, `pid`) and this run of the job (`run`). The mark tells
 * operators who runs a job, and lets a run complete its job only while the job is still its own.
 */
interface RunMark {
  host: string;
  pid: number;
  run: string;
}

interface Claimed {
  job: PgBoss.JobWithMetadata<object>;
  run: string;
}

/**
 * Gives every `active` job whose process ended (its lock is free) back to the queue, due at once, as
 * a failed attempt: `retry`, or `failed` once its retries are used up (a job that keeps killing its
 * process does not run for ever). Rows another transaction holds (a claim or a completion going on)
 * are left for the next look. Only jobs claimed with a lock are looked at (they carry the run mark).
 */
const GIVE_BACK_ORPHANS = `
  with orphaned as materialized (
    select id from pgboss.job
     where name = any($1::text[]) and state = 'active' and output ? 'run'
     for update skip locked
  )
  update pgboss.job j
     set state = (case when j.retry_count < j.retry_limit then 'retry' else 'failed' end)::pgboss.job_state,
         start_after = case when j.retry_count < j.retry_limit then now() else j.start_after end,
         completed_on = case when j.retry_count < j.retry_limit then null else now() end,
         output = jsonb_build_object(
           'message', 'the process running it ended',
           'host', j.output->'host',
           'pid', j.output->'pid'
         )
    from orphaned
   where j.id = orphaned.id and pg_try_advisory_xact_lock($2, hashtext(j.id::text))
  returning j.name, j.state::text as state`;

/**
 * pg-boss 10 over the server's own pool; each job name is a queue of the `short` policy (singleton keys).
 *
 * The process claims its jobs itself rather than through pg-boss's workers, so that a job is never
 * `active` without the lock of its process: on the locking connection one transaction fetches the job
 * (pg-boss's own fetch), takes its lock and marks it. Every process looks every `pollSeconds` for
 * `active` jobs whose lock is free and gives them back to the queue, and a starting process does so
 * first: the job of a killed process runs again within seconds, and never while its process lives.
 * pg-boss's expiry (`expireSeconds`) remains for a handler that hangs, and for a host that vanished
 * without its connection being closed until TCP keepalive notices (half a minute).
 */
export class PgBossJobs implements Jobs {
  readonly mode = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { handler: JobHandler<object>; options: ResolvedJobOptions }>();
  private readonly runner = { host: hostname(), pid: process.pid };
  private readonly pollMs: number;
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private bossStarted = false;
  private started = false;
  private stopped = false;
  /** The worker loops (`concurrency` per name) and those of a name sleeping until the next poll. */
  private readonly loops = new Set<Promise<void>>();
  private readonly sleepers = new Map<string, Set<() => void>>();
  /** Handlers running now in this process, and who waits for one to end. */
  private running = 0;
  private settled: Array<() => void> = [];
  /** Jobs this process claimed and has not completed or failed yet: job id → run. */
  private readonly owned = new Map<string, string>();
  /** The connection holding the locks of the running jobs; its queries run one after another. */
  private holder: pg.Client | null = null;
  private holderTurn: Promise<unknown> = Promise.resolve();
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = RECONNECT_MS;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: CreateJobsOptions,
  ) {
    this.pollMs = (options.pollSeconds ?? 2) * 1000;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      // Recurring work re-queues itself (one way on both databases): no cron needed.
      schedule: false,
    });
    this.boss.on('error', (error) => options.onError?.('pg-boss', error));
  }

  register<Data extends object>(name: string, handler: JobHandler<Data>, options?: JobOptions): void {
    this.handlers.set(name, { handler: handler as JobHandler<object>, options: resolveJobOptions(options) });
    if (this.started) void this.work(name).catch((error: unknown) => this.options.onError?.(name, error));
  }

  async send<Data extends object>(
    name: string,
    data: Data,
    options: SendOptions = {},
  ): Promise<string | null> {
    const id = await this.boss.send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      // The `short` policy allows one waiting job per key, and a job without a key has the empty one:
      // a job without a singleton key gets a key of its own.
      singletonKey: options.singletonKey ? `key:${options.singletonKey}` : `job:${randomUUID()}`,
    });
    // A job due now need not wait for the next poll of a worker of this process.
    if (id && (!options.startAfter || options.startAfter.getTime() <= Date.now())) this.wake(name);
    return id;
  }

  async pending(name: string, singletonKey: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ pending: boolean }>(
      `select exists (select 1 from pgboss.job
                       where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active')) as pending`,
      [name, `key:${singletonKey}`],
    );
    return rows[0]?.pending === true;
  }

  now(): Date {
    return new Date();
  }

  start(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.starting ??= (async () => {
      await this.boss.start();
      this.bossStarted = true;
      await this.connectHolder();
      this.started = true;
      // What a process that ended left running runs again now.
      await this.sweep();
      for (const name of this.handlers.keys()) if (!this.stopped) await this.work(name);
      if (this.stopped) return;
      this.sweepTimer = setInterval(() => void this.sweep(), this.pollMs);
      this.sweepTimer.unref();
    })();
    return this.starting;
  }

  private async work(name: string): Promise<void> {
    const { options } = this.handlers.get(name)!;
    await this.boss.createQueue(name, {
      name,
      policy: 'short',
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireSeconds,
    });
    for (let worker = 0; worker < options.concurrency && !this.stopped; worker++) {
      const loop = this.loop(name);
      this.loops.add(loop);
      void loop.finally(() => this.loops.delete(loop));
    }
  }

  /** One worker: claims a job of `name`, runs it, looks again at once; sleeps a poll when none is due. */
  private async loop(name: string): Promise<void> {
    while (!this.stopped) {
      // Without the locking connection no job is claimed; it is being connected again.
      if (!this.holder) {
        await this.sleep(name);
        continue;
      }
      let claimed: Claimed | null = null;
      try {
        claimed = await this.claim(name);
      } catch (error) {
        if (!this.stopped) this.options.onError?.('pg-boss', error);
      }
      if (claimed) await this.run(name, claimed);
      else await this.sleep(name);
    }
  }

  /** Fetches the next due job of `name`, takes its lock and marks it, all in one transaction. */
  private claim(name: string): Promise<Claimed | null> {
    return this.withHolder(async (client) => {
      if (this.stopped) return null;
      const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
      let locked: string | undefined;
      await client.query('begin');
      try {
        const [job] = await this.boss.fetch<object>(name, { batchSize: 1, includeMetadata: true, db });
        if (!job) {
          await client.query('commit');
          return null;
        }
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [JOB_LOCKS, job.id],
        );
        if (rows[0]?.locked !== true) {
          // Its lock is held: a run given up after its expiry still goes on. The job waits for it.
          await client.query('rollback');
          return null;
        }
        locked = job.id;
        const run = randomUUID();
        const mark: RunMark = { ...this.runner, run };
        await client.query('update pgboss.job set output = $2 where id = $1', [job.id, mark]);
        await client.query('commit');
        this.owned.set(job.id, run);
        return { job, run };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        if (locked) await client.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCKS, locked]);
        throw error;
      }
    });
  }

  private async run(name: string, { job, run }: Claimed): Promise<void> {
    const { handler, options } = this.handlers.get(name)!;
    this.running++;
    const handled = (async () => handler(job.data, { id: job.id, attempt: job.retryCount + 1 }))();
    void handled
      .catch(() => undefined)
      .finally(() => {
        this.running--;
        for (const wake of this.settled.splice(0)) wake();
      });
    let failure: { error: unknown } | undefined;
    try {
      // A handler that hangs is given up after the job's expiry; the worker goes on.
      await withinSeconds(handled, options.expireSeconds);
    } catch (error) {
      failure = { error };
      this.options.onError?.(name, error);
    }
    try {
      const outcome = await this.finish(name, job.id, run, failure);
      if (failure && outcome === 'failed') this.options.onGaveUp?.(name, failure.error);
    } catch (error) {
      // The job stays active without its lock once this process ends: another process runs it again.
      this.options.onError?.('pg-boss', error);
    } finally {
      for (const wake of this.settled.splice(0)) wake();
    }
  }

  /**
   * Completes or fails the job if it is still this run's (it is not when it was given up meanwhile, and
   * another process may run it now), then lets go of its lock.
   */
  private async finish(
    name: string,
    id: string,
    run: string,
    failure: { error: unknown } | undefined,
  ): Promise<'completed' | 'retry' | 'failed' | 'lost'> {
    try {
      const client = await this.pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ retries: boolean }>(
          `select retry_count < retry_limit as retries from pgboss.job
            where id = $1 and state = 'active' and output->>'run' = $2 for update`,
          [id, run],
        );
        const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
        let outcome: 'completed' | 'retry' | 'failed' | 'lost' = 'lost';
        if (rows[0] && !failure) {
          await this.boss.complete(name, id, null as unknown as object, { db });
          outcome = 'completed';
        } else if (rows[0] && failure) {
          await this.boss.fail(name, id, failure.error as object, { db });
          outcome = rows[0].retries ? 'retry' : 'failed';
        }
        await client.query('commit');
        return outcome;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    } finally {
      this.owned.delete(id);
      await this.withHolder((holder) =>
        holder.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCKS, id]),
      ).catch(() => undefined); // Without the connection, the lock went with it.
    }
  }

  /**
   * Gives the jobs of processes that ended back to the queue (see GIVE_BACK_ORPHANS). Not while this
   * process's own locking connection is lost: its own running jobs would look like those of the dead.
   */
  private sweep(): Promise<void> {
    const names = [...this.handlers.keys()];
    if (this.stopped || !this.holder || names.length === 0) return Promise.resolve();
    this.sweeping ??= (async () => {
      try {
        const { rows } = await this.pool.query<{ name: string; state: string }>(GIVE_BACK_ORPHANS, [
          names,
          JOB_LOCKS,
        ]);
        for (const { name, state } of rows) {
          const error = new Error('the process running the job ended');
          this.options.onError?.(name, error);
          if (state === 'failed') this.options.onGaveUp?.(name, error);
          else this.wake(name);
        }
      } catch (error) {
        if (!this.stopped) this.options.onError?.('pg-boss', error);
      }
    })().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  /** Runs `work` on the locking connection after the work queued before it. */
  private withHolder<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const turn = this.holderTurn.then(() => {
      if (!this.holder) throw new Error('the connection holding the locks of the running jobs is lost');
      return work(this.holder);
    });
    this.holderTurn = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Opens the locking connection, outside the pool (a pool closes idle clients, and the locks with
   * them). After a loss, it takes the locks of the jobs still running here again; one given back to
   * the queue meanwhile is no longer this process's (its run completes nothing).
   */
  private async connectHolder(reconnecting = false): Promise<void> {
    const client = new pg.Client({
      ...this.pool.options,
      application_name: `gartenwerk jobs ${this.runner.host} ${this.runner.pid}`,
    });
    client.on('error', (error) => this.holderLost(client, error));
    try {
      await client.connect();
      // A host that vanishes without closing its connection is noticed in half a minute, not hours.
      await client.query(
        'set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3',
      );
      const relocked: string[] = [];
      for (const [id, run] of this.owned) {
        const { rows: locked } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [JOB_LOCKS, id],
        );
        // Held elsewhere: another process took the job over.
        if (locked[0]?.locked !== true) continue;
        const { rows } = await client.query(
          `select 1 from pgboss.job where id = $1 and state = 'active' and output->>'run' = $2`,
          [id, run],
        );
        if (rows.length > 0) relocked.push(id);
        else await client.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCKS, id]);
      }
      if (reconnecting && this.stopped) throw new Error('the jobs stopped');
      this.holder = client;
      this.reconnectDelay = RECONNECT_MS;
      // A job that ended meanwhile found no connection to let go of its lock on.
      await this.withHolder(async (holder) => {
        for (const id of relocked)
          if (!this.owned.has(id))
            await holder.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCKS, id]);
      });
    } catch (error) {
      if (this.holder === client) this.holder = null;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private holderLost(client: pg.Client, error: Error): void {
    if (this.holder !== client) return;
    this.holder = null;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.options.onError?.('pg-boss', error);
    const again = () => {
      this.reconnectTimer = setTimeout(() => {
        this.connectHolder(true).catch((reason: unknown) => {
          this.options.onError?.('pg-boss', reason);
          if (!this.stopped) again();
        });
      }, this.reconnectDelay);
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    };
    again();
  }

  private sleep(name: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const sleepers = this.sleepers.get(name) ?? new Set<() => void>();
      this.sleepers.set(name, sleepers);
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      sleepers.add(done);
    });
  }

  /** The sleeping workers of `name` look for due jobs now. */
  private wake(name: string): void {
    for (const done of [...(this.sleepers.get(name) ?? [])]) done();
  }

  async idle(): Promise<void> {
    const names = [...this.handlers.keys()];
    while (!this.stopped && names.length > 0) {
      // Due or running in pg-boss's table: the handler's end is not yet the job's completion there.
      const { rows } = await this.pool.query<{ count: string }>(
        `select count(*) as count from pgboss.job
          where name = any($1) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        [names],
      );
      if (Number(rows[0]?.count ?? 0) === 0 && this.running === 0) return;
      for (const name of names) this.wake(name);
      // The next end of an attempt here, or a worker's next look at its queue.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.settled.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearTimeout(this.reconnectTimer);
    for (const name of this.sleepers.keys()) this.wake(name);
    for (const wake of this.settled.splice(0)) wake();
    // A second stop (the shutdown's, then the app's close) waits for the first.
    this.stopping ??= (async () => {
      await this.starting?.catch(() => undefined);
      // Each worker ends after its job; a handler still running after its expiry ends too before
      // the database it writes to is closed. A process that exits before (the shutdown's limit) leaves
      // its jobs to the other processes or the next start.
      while (this.loops.size > 0) await Promise.all([...this.loops]);
      while (this.running > 0) await new Promise<void>((resolve) => this.settled.push(resolve));
      await this.sweeping;
      const holder = this.holder;
      this.holder = null;
      await holder?.end().catch(() => undefined);
      // The pool is the server's: it closes with the database.
      if (this.bossStarted) await this.boss.stop({ graceful: false, close: false });
      this.started = false;
    })();
    return this.stopping;
  }
}

/** The promise's outcome, or a rejection once `seconds` passed. */
async function withinSeconds<T>(promise: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the job ran longer than its expiry of ${seconds} s`)),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
