import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from './db';
import { rateLimits } from './rate-limit-table';

/** How often a process clears the counters whose window is over (ms). */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The rate limits' counters in PostgreSQL (`rate_limits`), so that every server process on the
 * database counts the same requests: one statement per request counts it, starting a new window
 * when the last one is over, and answers the count and the time left. Used on PostgreSQL; the
 * embedded mode is one process and keeps its counters in memory.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate-limit-',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      db.execute(
        sql`insert into ${rateLimits} (key, count, reset_at)
          values (${this.prefix + key}, 1, now() + ${window})
          on conflict (key) do update set
            count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
            reset_at = case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end
          returning count as current,
            greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
      ).then(
        (result) => {
          const [row] = (result as unknown as { rows: Array<{ current: number; ttl: number }> }).rows;
          callback(null, { current: Number(row!.current), ttl: Number(row!.ttl) });
          this.sweep();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands the merged limit with the route as `routeInfo` (its LocalStore reads it too).
      const route = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      const { method = '', url = '' } = route ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(method)}${url}-`);
    }

    /** Clears the counters whose window is over, at most once an hour per process. */
    private sweep(): void {
      const now = Date.now();
      if (now - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = now;
      db.execute(sql`delete from ${rateLimits} where ${rateLimits.resetAt} < now()`).catch(() => undefined);
    }
  };
}
