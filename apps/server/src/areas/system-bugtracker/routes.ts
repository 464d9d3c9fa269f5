import { bugReportSchemas, type BugReportCreate } from '@gartenwerk/domain/schemas';
import { desc } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { AppError } from '../../core/errors';
import { tableService } from '../../core/table-service';
import { text } from '../../core/texts';
import { getUserById } from '../auth/service';
import { bugReports } from './table';

/** The developer is someone who works in the admin centre: a user with the role admin or system. */
async function assertDeveloper(db: Database, { developer }: Partial<BugReportCreate>): Promise<void> {
  if (!developer) return;
  const user = await getUserById(db, developer);
  if (!user?.roles.some((role) => role === 'admin' || role === 'system')) {
    throw new AppError('VALIDATION', 400, text('errors:bugReport.developer'));
  }
}

/** /api/v0/system_bugtracker/: the bug tracker's reports, for the admin centre (admin, system). */
export const bugReportEntity = defineEntity({
  path: 'system_bugtracker',
  names: { one: 'bug report', many: 'bug reports' },
  tags: ['system'],
  schemas: bugReportSchemas,
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  service: tableService({
    table: bugReports,
    schemas: bugReportSchemas,
    notFound: 'bug report not found',
    sortable: { title: bugReports.title, created: bugReports.created },
    defaultOrder: [desc(bugReports.created), desc(bugReports.id)],
    search: [bugReports.title, bugReports.description],
    filters: ['reproduce', 'severity', 'priority', 'developer'],
    defaultLimit: 100,
    check: assertDeveloper,
  }),
  summaries: { list: 'Bug reports, the newest first unless sorted' },
});

export const bugReportRoutes = entityRoutes(bugReportEntity);
