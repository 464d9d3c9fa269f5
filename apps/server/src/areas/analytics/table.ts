import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Page views counted per Vienna day, path, referring host, device class and country: aggregates
 * only, no address, no cookie, nothing that tells one visitor from another.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    /** Another site's host the view came from; '' for none or the site itself. */
    referrer: text('referrer').notNull().default(''),
    device: text('device').notNull(),
    country: text('country').notNull().default(''),
    /** The shop funnel's step the path is (FUNNEL_STEPS), or ''. */
    step: text('step').notNull().default(''),
    views: integer('views').notNull().default(0),
    /** Views that began a visit: from another site, or with no referrer. */
    entries: integer('entries').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.referrer, table.device, table.country] })],
);
