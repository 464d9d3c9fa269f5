import {
  useCreateAccountingMailTemplateMutation,
  useGetAccountingMailTemplateQuery,
  useGetAccountingMailTemplatesQuery,
  useRemoveAccountingMailTemplateMutation,
  useUpdateAccountingMailTemplateMutation,
  type AccountingMailTemplate,
} from '@gartenwerk/api-client';
import {
  MAIL_PLACEHOLDERS,
  MailTemplateInputSchema,
  MailTemplateUpdateSchema,
} from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, NEW_ID, useEntityEditor, type Field } from '../../kit';
import { BulkAction, ListScreen, loadedPages, useListSearchParams, linkColumn } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

const LIST_PATH = '/accounting/settings/notifications/templates';
const mailTemplatePath = (id: string) => `${LIST_PATH}/${encodeURIComponent(id)}`;

/** accounting/settings/notifications/templates: the e-mail templates documents and reminders are sent with. */
export function MailTemplateBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useGetAccountingMailTemplatesQuery(list.search ? { text: list.search } : {});
  const [remove] = useRemoveAccountingMailTemplateMutation();
  return (
    <ListScreen<AccountingMailTemplate>
      route={route}
      list={list}
      result={result}
      sortMode="client"
      search={{ hint: t('accounting.mailTemplates.searchHint') }}
      columns={[
        linkColumn(
          'name',
          t('accounting.mailTemplate.name'),
          (template) => template.name,
          (template) => mailTemplatePath(template._id),
        ),
        {
          id: 'kind',
          header: t('accounting.mailTemplate.kind'),
          value: (template) => t(`accounting.mailTemplate.kinds.${template.kind}`),
          sortable: true,
        },
        {
          id: 'subject',
          header: t('accounting.mailTemplate.subject'),
          value: (template) => template.subject,
        },
        {
          id: 'is_default',
          header: t('accounting.mailTemplate.is_default'),
          value: (template) => (template.is_default ? t('accounting.yes') : ''),
        },
      ]}
      rowId={(template) => template._id}
      rowLabel={(template) => template.name}
      texts="accounting.mailTemplates"
      count={(total) => t('accounting.mailTemplates.total', { count: total })}
      actions={<Link to={mailTemplatePath(NEW_ID)}>{t('accounting.mailTemplates.add')}</Link>}
      bulkActions={(rows, clear) => (
        <BulkAction
          rows={rows}
          label={t('accounting.deleteSelected')}
          variant="danger"
          confirmTitle={t('accounting.mailTemplates.confirmDelete', { count: rows.length })}
          run={(row) => remove(row._id).unwrap()}
          done={(count) => t('accounting.mailTemplates.deleted', { count })}
          failed={t('list.bulkFailed')}
          onDone={clear}
        />
      )}
      csv={{ fileName: 'email-vorlagen.csv', fetchPage: loadedPages(result.currentData?.items ?? []) }}
    />
  );
}

/** accounting/settings/notifications/templates/:id?: subject and text with {{placeholders}}. */
export function MailTemplateEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const placeholders = MAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ');
  const fields: Field[] = [
    {
      name: 'name',
      kind: 'text',
      label: t('accounting.mailTemplate.name'),
      required: true,
      messages: { required: t('accounting.mailTemplate.nameRequired') },
    },
    {
      name: 'kind',
      kind: 'select',
      label: t('accounting.mailTemplate.kind'),
      choices: (['document', 'reminder', 'dunning_1', 'dunning_2'] as const).map((kind) => ({
        value: kind,
        label: t(`accounting.mailTemplate.kinds.${kind}`),
      })),
      required: true,
      empty: 'omit',
    },
    {
      name: 'subject',
      kind: 'text',
      label: t('accounting.mailTemplate.subject'),
      hint: t('accounting.mailTemplate.placeholders', { placeholders }),
    },
    {
      name: 'body',
      kind: 'text',
      multiline: true,
      label: t('accounting.mailTemplate.body'),
      hint: t('accounting.mailTemplate.placeholders', { placeholders }),
    },
    {
      name: 'is_default',
      kind: 'switch',
      label: t('accounting.mailTemplate.is_default'),
      hint: t('accounting.mailTemplate.defaultHint'),
    },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: MailTemplateInputSchema, update: MailTemplateUpdateSchema },
    useGet: useGetAccountingMailTemplateQuery,
    useCreate: useCreateAccountingMailTemplateMutation,
    useUpdate: useUpdateAccountingMailTemplateMutation,
    useRemove: useRemoveAccountingMailTemplateMutation,
    listPath: LIST_PATH,
    editPath: mailTemplatePath,
    initial: { kind: 'document' },
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('accounting.mailTemplates.new')}
      back={{ to: LIST_PATH, label: t('accounting.mailTemplates.toList') }}
      formLabel={t('accounting.mailTemplates.form')}
      name={String(editor.draft.name ?? '')}
    />
  );
}
