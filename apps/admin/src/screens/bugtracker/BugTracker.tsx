import { bugTrackerApi, useGetUsersQuery } from '@gartenwerk/api-client';
import { canAdminister } from '@gartenwerk/domain';
import { BUG_REPORT_DEFAULTS, bugReportSchemas } from '@gartenwerk/domain/schemas';
import { EditScreen, editorHooks, NEW_ID, useEntityEditor, useSchemaFields, type Choice } from '../../kit';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

const editPath = (id: string) => `/bugtracker/edit/${encodeURIComponent(id)}`;

/** Who can be a report's developer: the users who work in the admin centre, by name. */
function useDeveloperChoices(): Choice[] {
  const { data } = useGetUsersQuery({ limit: 1000, sort: 'name' });
  const developers = (data?.items ?? []).filter(canAdminister);
  return developers.map((user) => ({ value: user._id, label: user.name || user.handle }));
}

/** bugtracker/browse: the reports, the newest first, paged, filtered by reproduce, severity, priority and developer. */
export function BugReportBrowse({ route }: { route: AdminRoute }) {
  const list = useEntityList(bugReportSchemas, bugTrackerApi.endpoints.getBugReports, {
    texts: 'bugTracker',
    columns: ['title', 'severity', 'priority', 'reproduce', 'developer', 'created'],
    filters: ['reproduce', 'severity', 'priority', 'developer'],
    link: (report) => editPath(report._id),
    overrides: { developer: { choices: useDeveloperChoices() } },
    pageSize: 20,
    add: editPath(NEW_ID),
    csv: 'fehlermeldungen.csv',
  });
  return <ListScreen {...list} route={route} />;
}

/** bugtracker/edit/:id? (none or 'new' for a new one): what the bug is, how bad, and who fixes it. */
export function BugReportEdit({ route }: { route: AdminRoute }) {
  const editor = useEntityEditor({
    fields: useSchemaFields(bugReportSchemas.create, {
      texts: 'bugTracker',
      overrides: {
        description: { multiline: true },
        developer: { kind: 'select', choices: useDeveloperChoices(), placeholder: 'bugTracker.nobody' },
      },
    }),
    schemas: bugReportSchemas,
    ...editorHooks(bugTrackerApi, 'BugReport'),
    listPath: '/bugtracker/browse',
    editPath,
    initial: BUG_REPORT_DEFAULTS,
  });
  return <EditScreen route={route} editor={editor} texts="bugTracker" />;
}
