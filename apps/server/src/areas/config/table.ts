import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The site configuration: one row, the whole document as JSONB (admins edit it as one form). */
export const siteConfig = pgTable('site_config', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
