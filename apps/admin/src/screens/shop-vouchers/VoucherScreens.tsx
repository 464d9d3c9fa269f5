import {
  useCreateVoucherMutation,
  useGetVoucherQuery,
  useListVoucherTemplatesQuery,
  useRemoveVoucherMutation,
  useUpdateVoucherMutation,
} from '@gartenwerk/api-client';
import { VoucherCreateSchema, VoucherUpdateSchema } from '@gartenwerk/domain/schemas';
import { TextInput } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, useEntityEditor, type Field } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { PdfPreview } from './PdfPreview';

const VOUCHERS = '/shop/voucher/browse';
const voucherPath = (id: string) => `/shop/voucher/edit/${encodeURIComponent(id)}`;

/** shop/voucher/edit/:id? (none for a new one): a voucher to add, change or remove, and its PDF. */
export function VoucherEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const templates = useListVoucherTemplatesQuery();
  const fields: Field[] = [
    {
      // Codes are upper case as they are typed; an empty one asks the server to generate one.
      name: 'code',
      kind: 'custom',
      label: t('shopSettings.vouchers.code'),
      messages: { invalid: t('shopSettings.vouchers.codeInvalid') },
      toDraft: (value) => (typeof value === 'string' ? value : ''),
      fromDraft: (draft) => ({ ok: true, value: String(draft ?? '').trim() || undefined }),
      render: ({ value, onChange, error, label }) => (
        <TextInput
          label={label}
          hint={t('shopSettings.vouchers.codeHint')}
          error={error}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
      ),
    },
    { name: 'value', kind: 'money', label: t('shopSettings.vouchers.value'), required: true },
    { name: 'remaining', kind: 'money', label: t('shopSettings.vouchers.remaining') },
    { name: 'valid_from', kind: 'date', stored: 'datetime', label: t('shopSettings.vouchers.validFrom') },
    {
      name: 'valid_until',
      kind: 'date',
      stored: 'datetime-end',
      label: t('shopSettings.vouchers.validUntil'),
    },
    {
      name: 'template',
      kind: 'select',
      label: t('shopSettings.vouchers.template'),
      placeholder: t('shopSettings.vouchers.noTemplate'),
      choices: (templates.data?.items ?? []).map((template) => ({
        value: template._id,
        label: template.title,
      })),
    },
    { name: 'recipient', kind: 'text', label: t('shopSettings.vouchers.recipient') },
    { name: 'message', kind: 'text', multiline: true, label: t('shopSettings.vouchers.message') },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: VoucherCreateSchema, update: VoucherUpdateSchema },
    useGet: useGetVoucherQuery,
    useCreate: useCreateVoucherMutation,
    useUpdate: useUpdateVoucherMutation,
    useRemove: useRemoveVoucherMutation,
    initial: { value: 50, remaining: 50 },
    // A new voucher is worth its full value until it is spent.
    follow: (draft, changed, item) =>
      !item && changed === 'value' ? { ...draft, remaining: draft.value } : draft,
    listPath: VOUCHERS,
    editPath: voucherPath,
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('shopSettings.vouchers.add')}
      back={{ to: VOUCHERS, label: t('shopSettings.vouchers.back') }}
      formLabel={t('shopSettings.vouchers.form')}
      name={String(editor.draft.code ?? '')}
    >
      {editor.item && <PdfPreview input={{ _id: editor.item._id }} />}
    </EditScreen>
  );
}
