import {
  bugTrackerApi,
  useCreateBugReportMutation,
  useGetBugReportQuery,
  useGetBugReportsQuery,
  useGetUsersQuery,
  useRemoveBugReportMutation,
  useUpdateBugReportMutation,
} from '@gartenwerk/api-client';
import { bugReportSchemas, BugReportCreateSchema, BugReportUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, NEW_ID, schemaFields, useEntityEditor, type Choice } from '../../kit';
import { enumChoices, ListScreen, useSchemaList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

const BUG_REPORTS_PER_PAGE = 20;
const LIST = '/bugtracker/browse';
const editPath = (id: string) => `/bugtracker/edit/${encodeURIComponent(id)}`;

/** Who can be a report's developer: the users with the role admin or system, by name. */
function useDeveloperChoices(): Choice[] {
  const { data } = useGetUsersQuery({ limit: 1000, sort: 'name' });
  return (data?.items ?? [])
    .filter((user) => user.roles.some((role) => role === 'admin' || role === 'system'))
    .map((user) => ({ value: user._id, label: user.name || user.handle }));
}

/** bugtracker/browse: the reports, the newest first, paged, filtered by reproduce, severity, priority and developer. */
export function BugReportBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { query, ...table } = useSchemaList(bugReportSchemas, {
    texts: 'bugTracker',
    columns: ['title', 'severity', 'priority', 'reproduce', 'developer', 'created'],
    filters: ['reproduce', 'severity', 'priority', 'developer'],
    link: (report) => editPath(report._id),
    overrides: { developer: { choices: useDeveloperChoices() } },
  });
  const page = (number: number, limit: number) => ({ ...query, limit, skip: (number - 1) * limit });
  const result = useGetBugReportsQuery(page(table.list.page, BUG_REPORTS_PER_PAGE));
  const [fetchReports] = bugTrackerApi.endpoints.getBugReports.useLazyQuery();
  return (
    <ListScreen
      {...table}
      route={route}
      result={result}
      rowId={(report) => report._id}
      texts="bugTracker"
      count={(total) => t('bugTracker.total', { count: total })}
      pageSize={BUG_REPORTS_PER_PAGE}
      search={{ hint: t('bugTracker.searchHint') }}
      actions={<Link to={editPath(NEW_ID)}>{t('bugTracker.add')}</Link>}
      csv={{
        fileName: 'fehlermeldungen.csv',
        fetchPage: (number, limit) => fetchReports(page(number, limit)).unwrap(),
      }}
    />
  );
}

/** bugtracker/edit/:id? (none or 'new' for a new one): what the bug is, how bad, and who fixes it. */
export function BugReportEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const choices = enumChoices(t, BugReportCreateSchema, 'bugTracker');
  const fields = schemaFields(t, BugReportCreateSchema, [
    {
      name: 'title',
      kind: 'text',
      label: 'bugTracker.fields.title',
      required: true,
      messages: { required: 'bugTracker.errors.title' },
    },
    {
      name: 'description',
      kind: 'text',
      multiline: true,
      label: 'bugTracker.fields.description',
      hint: 'bugTracker.fields.descriptionHint',
      empty: 'text',
    },
    { name: 'reproduce', kind: 'select', label: 'bugTracker.fields.reproduce', choices: choices.reproduce! },
    { name: 'severity', kind: 'select', label: 'bugTracker.fields.severity', choices: choices.severity! },
    { name: 'priority', kind: 'select', label: 'bugTracker.fields.priority', choices: choices.priority! },
    {
      name: 'developer',
      kind: 'select',
      label: 'bugTracker.fields.developer',
      choices: useDeveloperChoices(),
      placeholder: t('bugTracker.nobody'),
      empty: 'null',
    },
  ]);
  const editor = useEntityEditor({
    fields,
    schemas: { create: BugReportCreateSchema, update: BugReportUpdateSchema },
    useGet: useGetBugReportQuery,
    useCreate: useCreateBugReportMutation,
    useUpdate: useUpdateBugReportMutation,
    useRemove: useRemoveBugReportMutation,
    listPath: LIST,
    editPath,
    initial: { reproduce: 'unknown', severity: 'normal', priority: 'normal' },
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('bugTracker.add')}
      back={{ to: LIST, label: t('bugTracker.toList') }}
      formLabel={t('bugTracker.form')}
      name={String(editor.draft.title ?? '')}
    />
  );
}
