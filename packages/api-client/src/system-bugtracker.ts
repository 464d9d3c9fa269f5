import type { bugReportSchemas } from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

/** The bug tracker's reports (`/api/v0/system_bugtracker/`; admin, system). */
export const bugTrackerApi = entityEndpoints<typeof bugReportSchemas>()({
  type: 'BugReport',
  path: '/api/v0/system_bugtracker/',
  one: 'BugReport',
  many: 'BugReports',
});
