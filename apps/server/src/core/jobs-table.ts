import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The embedded mode's job queue (PGlite; on PostgreSQL pg-boss keeps its own tables). A job is
 * `created` until claimed, `active` while it runs, then removed when done or `failed` when its
 * retries are used up; a failed attempt with retries left waits as `retry` (so that a singleton key
 * only ever holds back one `created` job).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    state: text('state').notNull().default('created'),
    singletonKey: text('singleton_key'),
    startAfter: timestamp('start_after', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts begun so far. */
    attempts: integer('attempts').notNull().default(0),
    started: timestamp('started', { withTimezone: true }),
    error: text('error'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx').on(table.name, table.state, table.startAfter),
    uniqueIndex('jobs_singleton_idx')
      .on(table.name, table.singletonKey)
      .where(sql`state = 'created' and singleton_key is not null`),
  ],
);
