import { canAdminister } from '@gartenwerk/domain';
import {
  BUG_TRACKER_DEFAULT_SETTINGS,
  bugReportSchemas,
  type BugChange,
  type BugEvent,
  type BugReport,
  type BugReportCreate,
  type BugReportUpdate,
  type BugTrackerSettings,
} from '@gartenwerk/domain/schemas';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { tableService } from '../../core/table-service';
import { text } from '../../core/texts';
import type { CurrentUser } from '../../core/guard';
import { getUserById } from '../auth/service';
import { assertFilesExist } from '../file/service';
import { bugReportEvents, bugReports, bugTrackerSettings } from './table';

const SETTINGS_ID = 'bugtracker';

/** The lists of bugtracker/settings (the defaults until saved). */
export async function getBugTrackerSettings(db: Database): Promise<BugTrackerSettings> {
  const [row] = await db.select().from(bugTrackerSettings).where(eq(bugTrackerSettings.id, SETTINGS_ID));
  return (row?.data as BugTrackerSettings | undefined) ?? BUG_TRACKER_DEFAULT_SETTINGS;
}

export async function saveBugTrackerSettings(
  db: Database,
  settings: BugTrackerSettings,
): Promise<BugTrackerSettings> {
  for (const list of [settings.severities, settings.priorities, settings.statuses]) {
    const values = list.map((entry) => entry.value);
    if (new Set(values).size !== values.length)
      throw new AppError('VALIDATION', 400, text('errors:bugReport.twice'));
  }
  await db
    .insert(bugTrackerSettings)
    .values({ id: SETTINGS_ID, data: settings })
    .onConflictDoUpdate({ target: bugTrackerSettings.id, set: { data: settings } });
  return settings;
}

type Input = BugReportCreate | BugReportUpdate;

/** A report's severity, priority and status are among the lists of the settings; its developer works in the admin centre. */
async function checkReport(db: Database, input: Input) {
  const { developer } = input;
  if (developer && !canAdminister(await getUserById(db, developer))) {
    throw new AppError('VALIDATION', 400, text('errors:bugReport.developer'));
  }
  const settings = await getBugTrackerSettings(db);
  const offered = (list: { value: string }[], value: string | undefined) =>
    value === undefined || list.some((entry) => entry.value === value);
  if (
    !offered(settings.severities, input.severity) ||
    !offered(settings.priorities, input.priority) ||
    !offered(settings.statuses, input.status)
  )
    throw new AppError('VALIDATION', 400, text('errors:bugReport.notOffered'));
  await assertFilesExist(db, 'screenshots', input.screenshots);
}

const reportTable = tableService({
  table: bugReports,
  schemas: bugReportSchemas,
  notFound: 'bug report not found',
  defaultOrder: [desc(bugReports.created), desc(bugReports.id)],
  search: [bugReports.title, bugReports.description],
  defaultLimit: 100,
  check: checkReport,
});

/** The fields whose change the history names. */
const WATCHED = ['title', 'reproduce', 'severity', 'priority', 'developer', 'status'] as const;

const authorOf = (user: CurrentUser | undefined) => ({
  author: user && user._id !== 'guest' ? user._id : null,
  authorName: user ? user.name || user.handle : '',
});

/** The reports' service: the table's, plus a history entry for each create and each save that changes something. */
export const bugReportService = {
  ...reportTable,
  async create(db: Database, input: BugReportCreate, user?: CurrentUser): Promise<BugReport> {
    return db.transaction(async (tx) => {
      const report = await reportTable.create(tx, input);
      await tx.insert(bugReportEvents).values({ report: report._id, kind: 'created', ...authorOf(user) });
      return report;
    });
  },
  async update(db: Database, id: string, input: BugReportUpdate, user?: CurrentUser): Promise<BugReport> {
    return db.transaction(async (tx) => {
      const before = await reportTable.get(tx, id);
      const after = await reportTable.update(tx, id, input);
      const changes: BugChange[] = WATCHED.filter((field) => before[field] !== after[field]).map((field) => ({
        field,
        from: before[field],
        to: after[field],
      }));
      if (before.description !== after.description)
        changes.push({ field: 'description', from: null, to: null });
      if (changes.length > 0)
        await tx.insert(bugReportEvents).values({ report: id, kind: 'change', changes, ...authorOf(user) });
      return after;
    });
  },
};

const toEvent = (row: typeof bugReportEvents.$inferSelect): BugEvent => ({
  _id: row.id,
  report: row.report,
  kind: row.kind as BugEvent['kind'],
  author: row.author,
  authorName: row.authorName,
  text: row.text,
  changes: row.changes,
  created: row.created.toISOString(),
});

/** A report's history, the oldest first. */
export async function bugReportHistory(db: Database, id: string): Promise<BugEvent[]> {
  await reportTable.get(db, id);
  const rows = await db
    .select()
    .from(bugReportEvents)
    .where(eq(bugReportEvents.report, id))
    .orderBy(asc(bugReportEvents.created), asc(bugReportEvents.id));
  return rows.map(toEvent);
}

export async function addBugComment(
  db: Database,
  id: string,
  comment: string,
  user: CurrentUser,
): Promise<BugEvent> {
  await reportTable.get(db, id);
  const [row] = await db
    .insert(bugReportEvents)
    .values({ report: id, kind: 'comment', text: comment, ...authorOf(user) })
    .returning();
  return toEvent(row!);
}
