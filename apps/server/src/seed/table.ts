import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seeds have run, so each runs once per database. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ran: timestamp('ran', { withTimezone: true }).notNull().defaultNow(),
});
