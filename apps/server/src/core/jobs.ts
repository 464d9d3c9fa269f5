import { postgresPool, type Database } from './db';
import { EmbeddedJobs } from './jobs-embedded';
import { PgBossJobs } from './jobs-pgboss';

/**
 * The job interface for background work that must survive a restart: the newsletter's sendings, the
 * variants of an uploaded or edited image (`file.variants`, one job per file) and the retries of a mail
 * the SMTP server did not take (`mail.retry`, one job per outbox row) and the daily removal of expired
 * newsletter sign-ups; later backups and reminders.
 * On PostgreSQL pg-boss runs the jobs (retries with backoff, survives restarts, several processes; the
 * job of a process that died runs again within seconds, jobs-pgboss.ts); embedded (PGlite, one process)
 * the same interface runs them in process over the `jobs` table. Either way a job queued before a stop
 * runs after the next start.
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
  /** Whether a job of `name` and that singleton key waits (also for its retry) or runs. */
  pending(name: string, singletonKey: string): Promise<boolean>;
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
  /**
   * A handler running this long counts as hanging: the attempt fails (default 15 minutes). A job whose
   * process died runs again at once: on PostgreSQL when another process notices (within seconds),
   * embedded at the next start.
   */
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
  /**
   * How often idle workers look for due jobs (seconds; default 2); on PostgreSQL also how often a
   * process looks for jobs whose process died.
   */
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs: `app.jobs.register(name, handler)`, `app.jobs.send(name, data)`. */
    jobs: Jobs;
  }
}
