import { bugReportSchemas } from '@gartenwerk/domain/schemas';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import {
  createBugReport,
  deleteBugReport,
  getBugReport,
  getBugReportsByIds,
  listBugReports,
  updateBugReport,
} from './service';

/** /api/v0/system_bugtracker/: the bug tracker's reports, for the admin centre (admin, system). */
export const bugReportEntity = defineEntity({
  path: 'system_bugtracker',
  names: { one: 'bug report', many: 'bug reports' },
  tags: ['system'],
  schemas: bugReportSchemas,
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  service: {
    list: listBugReports,
    get: getBugReport,
    create: createBugReport,
    update: updateBugReport,
    remove: deleteBugReport,
    getMany: getBugReportsByIds,
  },
  summaries: { list: 'Bug reports, the newest first unless sorted' },
});

export const bugReportRoutes = entityRoutes(bugReportEntity);
