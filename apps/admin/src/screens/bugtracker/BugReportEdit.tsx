import {
  useCreateBugReportMutation,
  useGetBugReportQuery,
  useRemoveBugReportMutation,
  useUpdateBugReportMutation,
} from '@gartenwerk/api-client';
import { BugReportCreateSchema, BugReportUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, schemaFields, useEntityEditor } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { bugChoices, useDeveloperChoices } from './bugTrackerChoices';

const LIST = '/bugtracker/browse';

/** bugtracker/edit/:id? (none or 'new' for a new one): what the bug is, how bad, and who fixes it. */
export function BugReportEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const choices = bugChoices(t);
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
    { name: 'reproduce', kind: 'select', label: 'bugTracker.fields.reproduce', choices: choices.reproduce },
    { name: 'severity', kind: 'select', label: 'bugTracker.fields.severity', choices: choices.severity },
    { name: 'priority', kind: 'select', label: 'bugTracker.fields.priority', choices: choices.priority },
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
    editPath: (id) => `/bugtracker/edit/${encodeURIComponent(id)}`,
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
