import {
  accountingApi,
  INVOICE_DOCUMENT_TYPES,
  useCreateAccountingTemplateMutation,
  useGetAccountingTemplateQuery,
  useGetAccountingTemplatesQuery,
  useRemoveAccountingTemplateMutation,
  useUpdateAccountingTemplateMutation,
  type AccountingTemplate,
} from '@gartenwerk/api-client';
import { TemplateInputSchema, TemplateUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, useEntityEditor, type Field } from '../../kit';
import { linkColumn } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { MasterBrowse } from './MasterBrowse';

const templatePath = (id: string) => `/accounting/template/edit/${encodeURIComponent(id)}`;

/** accounting/template/browse: the texts before and after the lines, per document type. */
export function TemplateBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [fetchPage] = accountingApi.endpoints.getAccountingTemplates.useLazyQuery();
  const [remove] = useRemoveAccountingTemplateMutation();
  return (
    <MasterBrowse<AccountingTemplate>
      route={route}
      texts="templates"
      columns={[
        linkColumn(
          'name',
          t('accounting.template.name'),
          (template) => template.name,
          (template) => templatePath(template._id),
        ),
        {
          id: 'type',
          header: t('accounting.template.type'),
          value: (template) => t(`invoicing.types.${template.type}`),
          sortable: true,
        },
        {
          id: 'is_default',
          header: t('accounting.template.is_default'),
          value: (template) => (template.is_default ? t('accounting.yes') : ''),
        },
      ]}
      rowLabel={(template) => template.name}
      useList={useGetAccountingTemplatesQuery}
      fetchPage={(query) => fetchPage(query).unwrap()}
      remove={(id) => remove(id).unwrap()}
      addPath={templatePath('new')}
      fileName="vorlagen.csv"
    />
  );
}

export function TemplateEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fields: Field[] = [
    {
      name: 'name',
      kind: 'text',
      label: t('accounting.template.name'),
      required: true,
      messages: { required: t('accounting.template.nameRequired') },
    },
    {
      name: 'type',
      kind: 'select',
      label: t('accounting.template.type'),
      choices: INVOICE_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`invoicing.types.${type}`) })),
      required: true,
      empty: 'omit',
    },
    {
      name: 'text_before',
      kind: 'text',
      multiline: true,
      label: t('accounting.template.text_before'),
      hint: t('accounting.template.textHint'),
    },
    { name: 'text_after', kind: 'text', multiline: true, label: t('accounting.template.text_after') },
    {
      name: 'is_default',
      kind: 'switch',
      label: t('accounting.template.is_default'),
      hint: t('accounting.template.defaultHint'),
    },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: TemplateInputSchema, update: TemplateUpdateSchema },
    useGet: useGetAccountingTemplateQuery,
    useCreate: useCreateAccountingTemplateMutation,
    useUpdate: useUpdateAccountingTemplateMutation,
    useRemove: useRemoveAccountingTemplateMutation,
    listPath: '/accounting/template/browse',
    editPath: templatePath,
    initial: { type: 'offer' },
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('accounting.templates.new')}
      back={{ to: '/accounting/template/browse', label: t('accounting.templates.toList') }}
      formLabel={t('accounting.templates.form')}
      name={String(editor.draft.name ?? '')}
    />
  );
}
