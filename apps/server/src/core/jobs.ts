import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { postgresPool, type Database } from './db';
import { EmbeddedJobs } from './jobs-embedded';

/**
 * The job interface for background work that must survive a restart: the newsletter's sendings, the
 * variants of an uploaded or edited image (`file.variants`, one job per file) and the retries of a mail
 * the SMTP server did not take (`mail.retry`, one job per outbox row) and the daily removal of expired
 * newsletter sign-ups; later backups and reminders.
 * On PostgreSQL pg-boss runs the jobs (retries with backoff, survives restarts, several processes);
 * embedded (PGlite, one process) the same interface runs them in process over the `jobs` table. Either
 * way a job queued before a stop runs after the next start.
 */
export interface Jobs {
  readonly mode: 'pg-boss' | 'embedded';
  /** Handles the jobs of `name`; register before `start`. */
  register<Data extends object>(name: string, handler: JobHandler<Data>, options?: JobOptions): void;
  /**
   * Queues a job. With `singletonKey`, at most one job of that name and key waits to run: a second one
   * is not queued (null). A job running may queue its own successor under the same key.
   */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  start(): Promise<void>;
  /** The time jobs are scheduled by (tests of the embedded runner move it). */
  now(): Date;
  /**
   * Resolves once no job of a registered name that is due now waits or runs (one planned for later,
   * as a retry after its delay, does not count): seeds and tests wait for the background work with it.
   * A stop ends the wait.
   */
  idle(): Promise<void>;
  /** No job starts any more; the running ones end. */
  stop(): Promise<void>;
}

export type JobHandler<Data> = (data: Data, job: { id: string; attempt: number }) => Promise<void>;

export interface JobOptions {
  /** Jobs of this name running at once in this process (default 1). */
  concurrency?: number;
  /** Further attempts after a failure (default 3), the first one after `delaySeconds` (default 10), doubling with `backoff` (default true). */
  retry?: { limit?: number; delaySeconds?: number; backoff?: boolean };
  /** A running job this old counts as lost (its process died) and runs again (default 15 minutes). */
  expireSeconds?: number;
}

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  singletonKey?: string;
}

export interface ResolvedJobOptions {
  concurrency: number;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireSeconds: number;
}

export function resolveJobOptions(options: JobOptions = {}): ResolvedJobOptions {
  return {
    concurrency: Math.max(1, options.concurrency ?? 1),
    retryLimit: options.retry?.limit ?? 3,
    retryDelaySeconds: options.retry?.delaySeconds ?? 10,
    retryBackoff: options.retry?.backoff ?? true,
    expireSeconds: options.expireSeconds ?? 15 * 60,
  };
}

export interface CreateJobsOptions {
  /** How often idle workers look for due jobs (seconds; default 2). */
  pollSeconds?: number;
  /** Logs a failed attempt. */
  onError?: (name: string, error: unknown) => void;
  /** A job failed for the last time: no retry follows (the admin centre is told). */
  onGaveUp?: (name: string, error: unknown) => void;
  /** Embedded only: the clock (tests move it). */
  now?: () => Date;
  /** Embedded only: false leaves running the jobs to `runDue()` (tests). */
  poll?: boolean;
}

/** The job runner for a database: pg-boss over a node-postgres pool, in process over PGlite. */
export function createJobs(db: Database, options: CreateJobsOptions = {}): Jobs {
  const pool = postgresPool(db);
  if (pool) return new PgBossJobs(pool, options);
  return new EmbeddedJobs(db, options);
}

/** pg-boss 10 over the server's own pool; each job name is a queue of the `short` policy (singleton keys). */
class PgBossJobs implements Jobs {
  readonly mode = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { handler: JobHandler<object>; options: ResolvedJobOptions }>();
  private readonly workers = new Map<string, string[]>();
  private started = false;
  private stopped = false;
  /** Attempts of this process running now, and who waits for one to end. */
  private running = 0;
  private settled: Array<() => void> = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: CreateJobsOptions,
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: async (text, values) => {
          try {
            return await pool.query(text, values);
          } catch (error) {
            // pg-boss completes or fails a job without awaiting it (a command answering the count of jobs
            // it changed): a database gone at that moment must not become an unhandled rejection, which
            // ends the process. The job stays active, expires and runs again, as after a crash.
            if (!/select count\(\*\) from results\s*$/i.test(text)) throw error;
            options.onError?.('pg-boss', error);
            return { rows: [{ count: 0 }] };
          }
        },
      },
      // Recurring work re-queues itself (one way on both databases): no cron needed.
      schedule: false,
    });
    this.boss.on('error', (error) => options.onError?.('pg-boss', error));
  }

  register<Data extends object>(name: string, handler: JobHandler<Data>, options?: JobOptions): void {
    this.handlers.set(name, { handler: handler as JobHandler<object>, options: resolveJobOptions(options) });
    if (this.started) void this.work(name);
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
    if (id && (!options.startAfter || options.startAfter.getTime() <= Date.now()))
      for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
    return id;
  }

  now(): Date {
    return new Date();
  }

  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    await this.boss.start();
    this.started = true;
    for (const name of this.handlers.keys()) await this.work(name);
  }

  private async work(name: string): Promise<void> {
    const { handler, options } = this.handlers.get(name)!;
    await this.boss.createQueue(name, {
      name,
      policy: 'short',
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireSeconds,
    });
    const ids: string[] = [];
    for (let worker = 0; worker < options.concurrency; worker++) {
      let id = '';
      id = await this.boss.work<object>(
        name,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollSeconds ?? 2, includeMetadata: true },
        async ([job]) => {
          this.running++;
          try {
            await handler(job!.data, { id: job!.id, attempt: job!.retryCount + 1 });
          } catch (error) {
            this.options.onError?.(name, error);
            if (job!.retryCount >= options.retryLimit) this.options.onGaveUp?.(name, error);
            throw error;
          } finally {
            this.running--;
            // More may be waiting: the worker looks again at once instead of sleeping out its polling
            // interval (a queue of short jobs would otherwise run one per interval).
            if (id) this.boss.notifyWorker(id);
            for (const wake of this.settled.splice(0)) wake();
          }
        },
      );
      ids.push(id);
    }
    this.workers.set(name, ids);
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
      for (const name of names)
        for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
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

  private stopping: Promise<void> | undefined;

  stop(): Promise<void> {
    this.stopped = true;
    for (const wake of this.settled.splice(0)) wake();
    // A second stop (the shutdown's, then the app's close) waits for the first.
    this.stopping ??= (async () => {
      if (!this.started) return;
      this.started = false;
      // The pool is the server's: it closes with the database.
      await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 8_000 });
      // A handler still running after pg-boss's timeout (its job is failed and runs again later) ends
      // before the database it writes to is closed.
      while (this.running > 0) await new Promise<void>((resolve) => this.settled.push(resolve));
    })();
    return this.stopping;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs: `app.jobs.register(name, handler)`, `app.jobs.send(name, data)`. */
    jobs: Jobs;
  }
}
