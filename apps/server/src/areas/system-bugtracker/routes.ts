import { canAdminister } from '@gartenwerk/domain';
import { bugReportSchemas } from '@gartenwerk/domain/schemas';
import { desc } from 'drizzle-orm';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { AppError } from '../../core/errors';
import { tableService } from '../../core/table-service';
import { text } from '../../core/texts';
import { getUserById } from '../auth/service';
import { bugReports } from './table';

/** /api/v0/system_bugtracker/: the bug tracker's reports, for the admin centre (admin, system). */
export const bugReportRoutes = entityRoutes(
  defineEntity({
    path: 'system_bugtracker',
    names: { one: 'bug report', many: 'bug reports' },
    tags: ['system'],
    schemas: bugReportSchemas,
    access: { read: ['admin', 'system'], write: ['admin', 'system'] },
    service: tableService({
      table: bugReports,
      schemas: bugReportSchemas,
      notFound: 'bug report not found',
      defaultOrder: [desc(bugReports.created), desc(bugReports.id)],
      search: [bugReports.title, bugReports.description],
      defaultLimit: 100,
      // The developer is someone who works in the admin centre: a user with the role admin or system.
      check: async (db, { developer }) => {
        if (developer && !canAdminister(await getUserById(db, developer))) {
          throw new AppError('VALIDATION', 400, text('errors:bugReport.developer'));
        }
      },
    }),
    summaries: { list: 'Bug reports, the newest first unless sorted' },
  }),
);
