import { bugReportSchemas } from '@gartenwerk/domain/schemas';
import { entityHandlers } from './msw-entity';
import type { BugReport } from './system-bugtracker';

export const demoBugReports: BugReport[] = [
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
    description: '',
    reproduce: 'sometimes',
    severity: 'minor',
    priority: 'low',
    developer: null,
    created: '2026-03-01T08:00:00.000Z',
  },
];

/** What the server gives a new report that does not say otherwise. */
const NEW_REPORT: Omit<BugReport, '_id' | 'title' | 'created'> = {
  description: '',
  reproduce: 'unknown',
  severity: 'normal',
  priority: 'normal',
  developer: null,
};

/** The bug tracker's routes over a copy of `reports` (the demo reports unless given). */
export function createBugTrackerHandlers(reports: BugReport[] = demoBugReports) {
  const items = structuredClone(reports);
  return entityHandlers({
    path: '/api/v0/system_bugtracker/',
    schemas: bugReportSchemas,
    items,
    create: (body, _id) => ({
      ...NEW_REPORT,
      ...body,
      _id,
      created: new Date().toISOString(),
    }),
    notFound: 'bug report not found',
    matches: (report, query) => {
      const search = query.get('search')?.toLowerCase();
      const filters = ['reproduce', 'severity', 'priority', 'developer'] as const;
      return (
        (!search || `${report.title} ${report.description}`.toLowerCase().includes(search)) &&
        filters.every((name) => !query.get(name) || report[name] === query.get(name))
      );
    },
  });
}
