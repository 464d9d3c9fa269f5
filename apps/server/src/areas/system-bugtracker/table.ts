import { BUG_REPORT_DEFAULTS, type BugChange } from '@gartenwerk/domain/schemas';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** The bug tracker's reports; reproduce, severity, priority and status hold the domain's BUG_* names. */
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
    status: text('status').notNull().default(BUG_REPORT_DEFAULTS.status),
    /** File ids of the file library. */
    screenshots: text('screenshots').array().notNull().default([]),
    page: text('page'),
    browser: text('browser'),
    appVersion: text('app_version'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bug_reports_developer_idx').on(table.developer)],
);

/** A report's history: its creation, its comments and the fields each save changed. */
export const bugReportEvents = pgTable(
  'bug_report_events',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    report: text('report')
      .notNull()
      .references(() => bugReports.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    author: text('author'),
    authorName: text('author_name').notNull().default(''),
    text: text('text').notNull().default(''),
    changes: jsonb('changes').$type<BugChange[]>().notNull().default([]),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bug_report_events_report_idx').on(table.report, table.created)],
);

/** bugtracker/settings: one row, the lists of severities, priorities and statuses. */
export const bugTrackerSettings = pgTable('bug_tracker_settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
});
