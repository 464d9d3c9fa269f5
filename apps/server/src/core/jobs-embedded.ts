import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from './db';
import {
  resolveJobOptions,
  type CreateJobsOptions,
  type JobHandler,
  type JobOptions,
  type Jobs,
  type ResolvedJobOptions,
  type SendOptions,
} from './jobs';
import { jobs } from './jobs-table';

interface Registration {
  handler: JobHandler<object>;
  options: ResolvedJobOptions;
  running: number;
}

/**
 * The embedded mode's runner: one process owns the database, so a job found `active` at the start was
 * left by a process that died and runs again. Idle, it looks for due jobs every `pollSeconds`, and at
 * once after a send.
 */
export class EmbeddedJobs implements Jobs {
  readonly mode = 'embedded' as const;
  private readonly registrations = new Map<string, Registration>();
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private ticking: Promise<void> | undefined;
  private tickAgain = false;

  constructor(
    private readonly db: Database,
    private readonly options: CreateJobsOptions,
  ) {}

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  register<Data extends object>(name: string, handler: JobHandler<Data>, options?: JobOptions): void {
    this.registrations.set(name, {
      handler: handler as JobHandler<object>,
      options: resolveJobOptions(options),
      running: 0,
    });
  }

  async send<Data extends object>(
    name: string,
    data: Data,
    options: SendOptions = {},
  ): Promise<string | null> {
    const [row] = await this.db
      .insert(jobs)
      .values({
        id: randomUUID(),
        name,
        data,
        startAfter: options.startAfter ?? this.now(),
        singletonKey: options.singletonKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    if (row && this.started && !this.stopped) this.wake();
    return row?.id ?? null;
  }

  async pending(name: string, singletonKey: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, name),
          eq(jobs.singletonKey, singletonKey),
          inArray(jobs.state, ['created', 'retry', 'active']),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    // Left running by a process that is gone: they run again.
    await this.db.update(jobs).set({ state: 'retry', started: null }).where(eq(jobs.state, 'active'));
    if (this.options.poll === false) return;
    this.timer = setInterval(() => this.wake(), (this.options.pollSeconds ?? 2) * 1000);
    this.timer.unref();
    this.wake();
  }

  async idle(): Promise<void> {
    if (this.options.poll === false) {
      await this.runDue();
      return;
    }
    const names = [...this.registrations.keys()];
    while (!this.stopped && names.length > 0) {
      await this.ticking;
      if (this.running.size > 0) {
        await Promise.race(this.running);
        continue;
      }
      const [due] = await this.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.name, names),
            inArray(jobs.state, ['created', 'retry', 'active']),
            lte(jobs.startAfter, this.now()),
          ),
        )
        .limit(1);
      if (!due && !this.ticking && this.running.size === 0) return;
      // Due but not claimed yet (the process may not have started): look for it now.
      if (!this.started) return;
      this.wake();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.ticking;
    await Promise.all(this.running);
  }

  /** Claims what is due and starts it without waiting for it (polling mode). */
  private wake(): void {
    if (this.stopped || this.options.poll === false) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = (async () => {
      do {
        this.tickAgain = false;
        try {
          for (const run of await this.claimDue()) this.track(run);
        } catch (error) {
          this.options.onError?.('jobs', error);
        }
      } while (this.tickAgain && !this.stopped);
    })().finally(() => {
      this.ticking = undefined;
    });
  }

  private track(run: Promise<void>): void {
    this.running.add(run);
    void run.finally(() => {
      this.running.delete(run);
      // A slot is free: the next due job may start.
      this.wake();
    });
  }

  /**
   * Runs every job due now, and those they queue that are due too, and waits for them: tests drive the
   * queue with it instead of waiting for the clock. Returns how many attempts ran.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    for (let round = 0; round < 1000; round++) {
      const runs = await this.claimDue();
      if (runs.length === 0) return ran;
      ran += runs.length;
      await Promise.all(runs);
    }
    throw new Error('jobs keep queueing jobs that are due at once');
  }

  private async claimDue(): Promise<Promise<void>[]> {
    const runs: Promise<void>[] = [];
    for (const [name, registration] of this.registrations) {
      const free = registration.options.concurrency - registration.running;
      if (free <= 0) continue;
      const now = this.now();
      const due = this.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.name, name), inArray(jobs.state, ['created', 'retry']), lte(jobs.startAfter, now)))
        .orderBy(asc(jobs.startAfter), asc(jobs.created))
        .limit(free);
      const claimed = await this.db
        .update(jobs)
        .set({ state: 'active', started: now, attempts: sql`${jobs.attempts} + 1` })
        .where(inArray(jobs.id, due))
        .returning();
      for (const job of claimed) {
        registration.running++;
        runs.push(this.run(name, registration, job.id, job.data as object, job.attempts));
      }
    }
    return runs;
  }

  private async run(
    name: string,
    registration: Registration,
    id: string,
    data: object,
    attempt: number,
  ): Promise<void> {
    try {
      await registration.handler(data, { id, attempt });
      await this.db.delete(jobs).where(eq(jobs.id, id));
    } catch (error) {
      this.options.onError?.(name, error);
      const { retryLimit, retryDelaySeconds, retryBackoff } = registration.options;
      const retry = attempt <= retryLimit;
      if (!retry) this.options.onGaveUp?.(name, error);
      const delay = retryDelaySeconds * (retryBackoff ? 2 ** (attempt - 1) : 1) * 1000;
      await this.db
        .update(jobs)
        .set({
          state: retry ? 'retry' : 'failed',
          started: null,
          error: String((error as Error)?.message ?? error),
          ...(retry ? { startAfter: new Date(this.now().getTime() + delay) } : {}),
        })
        .where(eq(jobs.id, id))
        .catch((updateError: unknown) => this.options.onError?.(name, updateError));
    } finally {
      registration.running--;
    }
  }
}
