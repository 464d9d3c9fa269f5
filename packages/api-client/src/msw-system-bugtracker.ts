import {
  BUG_REPORT_DEFAULTS,
  BUG_TRACKER_DEFAULT_SETTINGS,
  bugReportSchemas,
  type BugEvent,
  type BugReport,
  type BugTrackerSettings,
} from '@gartenwerk/domain/schemas';
import { http, HttpResponse } from 'msw';
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
    filters: ['reproduce', 'severity', 'priority', 'developer', 'status'],
  });

/** A report's history and comments, and bugtracker/settings, over in-memory copies. */
export const createBugTrackerExtraHandlers = (
  settings: BugTrackerSettings = BUG_TRACKER_DEFAULT_SETTINGS,
) => {
  let current = structuredClone(settings);
  const events: BugEvent[] = [];
  return [
    http.get('*/api/v0/system_bugtracker/:id/history', ({ params }) =>
      HttpResponse.json(events.filter((event) => event.report === params.id)),
    ),
    http.post('*/api/v0/system_bugtracker/:id/comments', async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      const event: BugEvent = {
        _id: `event-${events.length + 1}`,
        report: String(params.id),
        kind: 'comment',
        author: 'user-1',
        authorName: 'Anna Admin',
        text,
        changes: [],
        created: new Date().toISOString(),
      };
      events.push(event);
      return HttpResponse.json(event);
    }),
    http.get('*/api/v0/system_bugtracker_settings', () => HttpResponse.json(current)),
    http.put('*/api/v0/system_bugtracker_settings', async ({ request }) => {
      current = (await request.json()) as BugTrackerSettings;
      return HttpResponse.json(current);
    }),
  ];
};
