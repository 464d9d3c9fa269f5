import { BUG_REPORT_DEFAULTS } from '@gartenwerk/domain/schemas';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** The bug tracker's reports; reproduce, severity and priority hold the domain's BUG_* names. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    reproduce: text('reproduce').notNull().default(BUG_REPORT_DEFAULTS.reproduce),
    severity: text('severity').notNull().default(BUG_REPORT_DEFAULTS.severity),
    priority: text('priority').notNull().default(BUG_REPORT_DEFAULTS.priority),
    /** A user id; kept when the user is removed, as the report's history. */
    developer: text('developer'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bug_reports_developer_idx').on(table.developer)],
);
