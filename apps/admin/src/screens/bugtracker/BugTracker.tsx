import { bugTrackerApi, useGetBugTrackerSettingsQuery, useGetUsersQuery } from '@gartenwerk/api-client';
import { canAdminister } from '@gartenwerk/domain';
import {
  BUG_REPORT_DEFAULTS,
  BUG_TRACKER_DEFAULT_SETTINGS,
  bugReportSchemas,
} from '@gartenwerk/domain/schemas';
import { useSearchParams } from 'react-router-dom';
import { EditScreen, editorHooks, NEW_ID, useEntityEditor, useSchemaFields, type Choice } from '../../kit';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { BugHistory } from './BugHistory';

const editPath = (id: string) => `/bugtracker/edit/${encodeURIComponent(id)}`;

/** Who can be a report's developer: the users who work in the admin centre, by name. */
function useDeveloperChoices(): Choice[] {
  const { data } = useGetUsersQuery({ limit: 1000, sort: 'name' });
  const developers = (data?.items ?? []).filter(canAdminister);
  return developers.map((user) => ({ value: user._id, label: user.name || user.handle }));
}

/** The severities, priorities and statuses of bugtracker/settings, as the selects offer them. */
function useListChoices() {
  const { data = BUG_TRACKER_DEFAULT_SETTINGS } = useGetBugTrackerSettingsQuery();
  return { severity: data.severities, priority: data.priorities, status: data.statuses };
}

/** bugtracker/browse: the reports, the newest first, paged, filtered by reproduce, severity, priority, developer and status. */
export function BugReportBrowse({ route }: { route: AdminRoute }) {
  const { severity, priority, status } = useListChoices();
  const list = useEntityList(bugReportSchemas, bugTrackerApi.endpoints.getBugReports, {
    texts: 'bugTracker',
    columns: ['title', 'severity', 'priority', 'reproduce', 'developer', 'status', 'created'],
    filters: ['reproduce', 'severity', 'priority', 'developer', 'status'],
    link: (report) => editPath(report._id),
    overrides: {
      developer: { choices: useDeveloperChoices() },
      severity: { choices: severity },
      priority: { choices: priority },
      status: { choices: status },
    },
    pageSize: 20,
    add: editPath(NEW_ID),
    csv: 'fehlermeldungen.csv',
  });
  return <ListScreen {...list} route={route} />;
}

/**
 * bugtracker/edit/:id? (none or 'new' for a new one): what the bug is, how bad, who fixes it, and its
 * history. A new one takes the page, browser and version of "Fehler melden" from the address.
 */
export function BugReportEdit({ route }: { route: AdminRoute }) {
  const [search] = useSearchParams();
  const { severity, priority, status } = useListChoices();
  const editor = useEntityEditor({
    fields: useSchemaFields(bugReportSchemas.create, {
      texts: 'bugTracker',
      overrides: {
        description: { kind: 'richtext' },
        developer: { kind: 'select', choices: useDeveloperChoices(), placeholder: 'bugTracker.nobody' },
        severity: { kind: 'select', choices: severity },
        priority: { kind: 'select', choices: priority },
        status: { kind: 'select', choices: status },
        screenshots: { kind: 'files', upload: true },
      },
    }),
    schemas: bugReportSchemas,
    ...editorHooks(bugTrackerApi, 'BugReport'),
    listPath: '/bugtracker/browse',
    editPath,
    initial: {
      ...BUG_REPORT_DEFAULTS,
      page: search.get('page') ?? '',
      browser: search.get('browser') ?? '',
      appVersion: search.get('version') ?? '',
    },
  });
  return (
    <EditScreen route={route} editor={editor} texts="bugTracker">
      {editor.item && <BugHistory reportId={editor.item._id} />}
    </EditScreen>
  );
}
