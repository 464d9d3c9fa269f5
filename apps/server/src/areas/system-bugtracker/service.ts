import type {
  BugReport,
  BugReportCreate,
  BugReportQuery,
  BugReportUpdate,
  BUG_REPORT_SORTS,
} from '@gartenwerk/domain/schemas';
import { desc, eq } from 'drizzle-orm';
import { browse, containsText, itemsByIds, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import type { List } from '../../core/schemas';
import { text } from '../../core/texts';
import { getUserById } from '../auth/service';
import { bugReports, type BugReportRow } from './table';

function toBugReport(row: BugReportRow): BugReport {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    reproduce: row.reproduce as BugReport['reproduce'],
    severity: row.severity as BugReport['severity'],
    priority: row.priority as BugReport['priority'],
    developer: row.developer,
    created: row.created.toISOString(),
  };
}

const BUG_REPORT_BROWSE: BrowseSpec<(typeof BUG_REPORT_SORTS)[number]> = {
  table: bugReports,
  id: bugReports.id,
  sortable: { title: bugReports.title, created: bugReports.created },
  defaultOrder: [desc(bugReports.created), desc(bugReports.id)],
  search: (words) => containsText(words, [bugReports.title, bugReports.description]),
  defaultLimit: 100,
};

export const listBugReports = (db: Database, query: BugReportQuery): Promise<List<BugReport>> =>
  browse(
    db,
    BUG_REPORT_BROWSE,
    query,
    [
      query.reproduce ? eq(bugReports.reproduce, query.reproduce) : undefined,
      query.severity ? eq(bugReports.severity, query.severity) : undefined,
      query.priority ? eq(bugReports.priority, query.priority) : undefined,
      query.developer ? eq(bugReports.developer, query.developer) : undefined,
    ],
    toBugReport,
  );

export const getBugReportsByIds = (db: Database, ids: string[]): Promise<BugReport[]> =>
  itemsByIds(db, BUG_REPORT_BROWSE, ids, toBugReport);

export async function getBugReport(db: Database, id: string): Promise<BugReport> {
  const [row] = await db.select().from(bugReports).where(eq(bugReports.id, id)).limit(1);
  if (!row) throw notFound('bug report not found');
  return toBugReport(row);
}

/** The developer is someone who works in the admin centre: a user with the role admin or system. */
async function assertDeveloper(db: Database, developer: string | null | undefined): Promise<void> {
  if (!developer) return;
  const user = await getUserById(db, developer);
  if (!user?.roles.some((role) => role === 'admin' || role === 'system')) {
    throw new AppError('VALIDATION', 400, text('errors:bugReport.developer'));
  }
}

export async function createBugReport(db: Database, input: BugReportCreate): Promise<BugReport> {
  await assertDeveloper(db, input.developer);
  const [row] = await db.insert(bugReports).values(input).returning();
  return toBugReport(row!);
}

export async function updateBugReport(db: Database, id: string, input: BugReportUpdate): Promise<BugReport> {
  await assertDeveloper(db, input.developer);
  const { _id: _ignored, ...fields } = input;
  if (Object.keys(fields).length === 0) return getBugReport(db, id);
  const [row] = await db.update(bugReports).set(fields).where(eq(bugReports.id, id)).returning();
  if (!row) throw notFound('bug report not found');
  return toBugReport(row);
}

export async function deleteBugReport(db: Database, id: string): Promise<BugReport> {
  const [row] = await db.delete(bugReports).where(eq(bugReports.id, id)).returning();
  if (!row) throw notFound('bug report not found');
  return toBugReport(row);
}
