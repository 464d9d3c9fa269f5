import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** The bug tracker's reports; reproduce, severity and priority hold the domain's BUG_* names. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    reproduce: text('reproduce').notNull().default('unknown'),
    severity: text('severity').notNull().default('normal'),
    priority: text('priority').notNull().default('normal'),
    /** A user id; kept when the user is removed, as the report's history. */
    developer: text('developer'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bug_reports_developer_idx').on(table.developer)],
);

export type BugReportRow = typeof bugReports.$inferSelect;
