import {
  useCreateVoucherTemplateMutation,
  useGetVoucherTemplateQuery,
  useRemoveVoucherTemplateMutation,
  useUpdateVoucherTemplateMutation,
} from '@gartenwerk/api-client';
import { VoucherTemplateCreateSchema, VoucherTemplateUpdateSchema } from '@gartenwerk/domain/schemas';
import { Select } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, MediaField, useEntityEditor, type Field } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { PdfPreview } from './PdfPreview';

const TEMPLATES = '/shop/voucher/template/browse';
const templatePath = (id: string) => `/shop/voucher/template/edit/${encodeURIComponent(id)}`;

/** shop/voucher/template/edit/:id? (none for a new one): title, text and image of a template, and its PDF preview. */
export function TemplateEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fields: Field[] = [
    {
      name: 'title',
      kind: 'text',
      label: t('shopSettings.templates.title'),
      required: true,
      messages: { required: t('shopSettings.templates.titleMissing') },
    },
    {
      name: 'text',
      kind: 'text',
      multiline: true,
      label: t('shopSettings.templates.text'),
      hint: t('shopSettings.templates.textHint', { placeholder: '{{value}}' }),
    },
    {
      // The vouchers' kind by the EU voucher rules; a new template is multi-purpose.
      name: 'purpose',
      kind: 'custom',
      label: t('shopSettings.templates.purpose'),
      toDraft: (value) => (value === 'single' ? 'single' : 'multi'),
      render: ({ value, onChange, error, label }) => (
        <Select
          label={label}
          hint={t('shopSettings.templates.purposeHint')}
          error={error}
          options={[
            { value: 'multi', label: t('shopSettings.templates.purposes.multi') },
            { value: 'single', label: t('shopSettings.templates.purposes.single') },
          ]}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      ),
    },
    {
      name: 'vat_rate',
      kind: 'number',
      minimum: 0,
      fractionDigits: 2,
      label: t('shopSettings.templates.vatRate'),
      required: true,
      when: (draft) => draft.purpose === 'single',
    },
    {
      name: 'vat_country',
      kind: 'select',
      label: t('shopSettings.templates.vatCountry'),
      choices: [
        { value: 'at', label: t('shopSettings.templates.countries.at') },
        { value: 'de', label: t('shopSettings.templates.countries.de') },
      ],
      placeholder: t('shopSettings.templates.vatCountryPick'),
      required: true,
      when: (draft) => draft.purpose === 'single',
    },
    {
      // One picture of the library (or none); choosing another replaces it.
      name: 'image',
      kind: 'custom',
      label: t('shopSettings.templates.image'),
      toDraft: (value) => (typeof value === 'string' ? value : null),
      render: ({ value, onChange, error, label }) => (
        <MediaField
          legend={label}
          value={typeof value === 'string' ? [value] : []}
          onChange={(ids) => onChange(ids.at(-1) ?? null)}
          upload
          error={error}
        />
      ),
    },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: VoucherTemplateCreateSchema, update: VoucherTemplateUpdateSchema },
    useGet: useGetVoucherTemplateQuery,
    useCreate: useCreateVoucherTemplateMutation,
    useUpdate: useUpdateVoucherTemplateMutation,
    useRemove: useRemoveVoucherTemplateMutation,
    listPath: TEMPLATES,
    editPath: templatePath,
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('shopSettings.templates.add')}
      back={{ to: TEMPLATES, label: t('shopSettings.templates.back') }}
      formLabel={t('shopSettings.templates.form')}
      name={String(editor.draft.title ?? '')}
    >
      {editor.item && <PdfPreview input={{ template: editor.item._id }} />}
    </EditScreen>
  );
}
