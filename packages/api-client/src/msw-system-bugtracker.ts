import { BUG_REPORT_DEFAULTS, bugReportSchemas, type BugReport } from '@gartenwerk/domain/schemas';
import { demoItems, entityHandlers } from './msw-entity';

export const demoBugReports = demoItems(bugReportSchemas, BUG_REPORT_DEFAULTS, [
  {
    _id: 'bug-cart',
    title: 'Warenkorb leert sich nach dem Login',
    description: 'Nach dem Anmelden ist der Warenkorb leer.',
    reproduce: 'always',
    severity: 'major',
    priority: 'high',
    developer: 'user-3',
    created: '2026-03-02T08:00:00.000Z',
  },
  {
    _id: 'bug-pdf',
    title: 'Rechnungs-PDF ohne Logo',
    reproduce: 'sometimes',
    severity: 'minor',
    priority: 'low',
    created: '2026-03-01T08:00:00.000Z',
  },
]);

/** The bug tracker's routes over a copy of `reports` (the demo reports unless given). */
export const createBugTrackerHandlers = (reports: BugReport[] = demoBugReports) =>
  entityHandlers({
    path: '/api/v0/system_bugtracker/',
    schemas: bugReportSchemas,
    items: structuredClone(reports),
    defaults: BUG_REPORT_DEFAULTS,
    notFound: 'bug report not found',
    search: ['title', 'description'],
    filters: ['reproduce', 'severity', 'priority', 'developer'],
  });
