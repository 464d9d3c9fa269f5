import type { InvoiceDocument, InvoiceEditData, InvoiceReceiver } from '@gartenwerk/api-client';
import { Select } from '@gartenwerk/ui';
import type { useTranslation } from 'react-i18next';
import type { EntityEditor, Field } from '../../kit';
import { FIXED_TYPES } from './documentPaths';
import { LineEditor } from './LineEditor';
import { emptyLine, isBlank, lineDraftOf, lineOf, type LineDefaults, type LineDraft } from './lines';
import { ReceiverField } from './ReceiverField';

/** A vendor order goes to a vendor; every other document to a customer. */
export const receiverKindOf = (type: InvoiceDocument['type']): InvoiceReceiver['kind'] =>
  type === 'vendor_order' ? 'vendor' : 'customer';

export interface FieldOptions {
  t: ReturnType<typeof useTranslation>['t'];
  type: InvoiceDocument['type'];
  issued: boolean;
  fixed: boolean;
  stored: boolean;
  editData: InvoiceEditData;
  lineDefaults: LineDefaults;
  editor: () => EntityEditor | null;
}

/**
 * The field table of a document: all of a draft; state, notes and tags of an issued offer, order or
 * delivery. A vendor order's state follows its goods receipts, so it has no state field.
 */
export function documentFields({
  t,
  type,
  issued,
  fixed,
  stored,
  editData,
  lineDefaults,
  editor,
}: FieldOptions): Field[] {
  if (fixed) return [];
  const internal: Field[] = [
    ...(stored && !FIXED_TYPES.has(type)
      ? [
          {
            name: 'status',
            kind: 'select',
            label: t('invoicing.status'),
            choices: (['open', 'partial', 'complete'] as const).map((value) => ({
              value,
              label: t(`invoicing.statuses.${value}`),
            })),
          } satisfies Field,
        ]
      : []),
    {
      name: 'notes',
      kind: 'text',
      multiline: true,
      label: t('documents.fields.notes'),
      hint: t('documents.fields.notesHint'),
    },
    { name: 'tags', kind: 'tags', label: t('documents.fields.tags'), hint: t('documents.fields.tagsHint') },
  ];
  if (issued) return internal;
  const templates = editData.templates.filter((template) => template.type === type);
  const linesError = () => {
    const errors = editor()?.errors ?? {};
    return Object.entries(errors)
      .filter(([path]) => path === 'lines' || path.startsWith('lines.'))
      .map(([path, message]) => {
        const [, index, cell] = path.split('.');
        return index === undefined
          ? message
          : `${t('documents.lines.cellLabel', { column: t(`documents.lines.${cell ?? 'title'}`), row: Number(index) + 1 })}: ${message}`;
      })
      .join(' ');
  };
  return [
    {
      name: 'receiver',
      kind: 'custom',
      label: t('invoicing.receiver'),
      toDraft: (value) => ({ kind: receiverKindOf(type), ...(value as object | undefined) }),
      fromDraft: (draft) => ({ ok: true, value: cleanReceiver(draft as InvoiceReceiver) }),
      render: ({ value, onChange, error }) => (
        <ReceiverField
          kind={receiverKindOf(type)}
          value={value as InvoiceReceiver}
          onChange={onChange}
          error={error}
          onTerms={(days) => editor()?.setValue('payment_terms_days', days === null ? '' : String(days))}
        />
      ),
    },
    { name: 'date', kind: 'date', label: t('documents.fields.date'), required: true },
    ...(type === 'offer'
      ? [{ name: 'valid_until', kind: 'date', label: t('documents.fields.validUntil') } satisfies Field]
      : []),
    ...(type !== 'offer'
      ? [
          {
            name: 'delivery_date',
            kind: 'date',
            label: t(
              type === 'vendor_order'
                ? 'documents.fields.requestedDelivery'
                : 'documents.fields.deliveryDate',
            ),
          } satisfies Field,
        ]
      : []),
    ...(type === 'invoice'
      ? ([
          { name: 'service_from', kind: 'date', label: t('documents.fields.serviceFrom') },
          { name: 'service_to', kind: 'date', label: t('documents.fields.serviceTo') },
        ] satisfies Field[])
      : []),
    // A vendor's payment terms are the vendor's, not the nursery's.
    ...(type !== 'delivery' && type !== 'vendor_order'
      ? [
          {
            name: 'payment_terms_days',
            kind: 'number',
            integer: true,
            minimum: 0,
            label: t('documents.fields.paymentTerms'),
            hint: t('documents.fields.paymentTermsHint', { days: editData.settings.payment_terms_days }),
          } satisfies Field,
        ]
      : []),
    // XRechnung's buyer reference (a Leitweg-ID), taken from the customer.
    ...(type === 'invoice' || type === 'installment' || type === 'cancellation'
      ? [
          {
            name: 'buyer_reference',
            kind: 'text',
            label: t('documents.fields.buyerReference'),
            hint: t('documents.fields.buyerReferenceHint'),
          } satisfies Field,
        ]
      : []),
    {
      name: 'price_mode',
      kind: 'select',
      label: t('documents.fields.priceMode'),
      choices: [
        { value: 'net', label: t('documents.fields.priceNet') },
        { value: 'gross', label: t('documents.fields.priceGross') },
      ],
    },
    {
      name: 'vat_exemption',
      kind: 'select',
      label: t('documents.fields.vatExemption'),
      placeholder: t('documents.fields.noExemption'),
      choices: [
        { value: 'reverse_charge', label: t('documents.fields.reverseCharge') },
        { value: 'intra_eu', label: t('documents.fields.intraEu') },
      ],
    },
    {
      name: 'title',
      kind: 'text',
      label: t('documents.fields.title'),
      hint: t('documents.fields.titleHint'),
    },
    {
      name: 'template_id',
      kind: 'custom',
      label: t('documents.fields.template'),
      toDraft: (value) => (typeof value === 'string' ? value : ''),
      fromDraft: (draft) => ({ ok: true, value: draft === '' ? null : draft }),
      render: ({ value, onChange, label }) => (
        <Select
          label={label}
          hint={t('documents.fields.templateHint')}
          placeholder={t('documents.fields.noTemplate')}
          options={templates.map((template) => ({ value: template._id, label: template.name }))}
          value={String(value ?? '')}
          onChange={(event) => {
            onChange(event.target.value);
            const template = templates.find((candidate) => candidate._id === event.target.value);
            if (template) {
              editor()?.setValue('text_before', template.text_before);
              editor()?.setValue('text_after', template.text_after);
            }
          }}
        />
      ),
    },
    { name: 'text_before', kind: 'text', multiline: true, label: t('documents.fields.textBefore') },
    {
      name: 'lines',
      kind: 'custom',
      label: t('documents.lines.caption'),
      toDraft: (value) => {
        const lines = (value as InvoiceDocument['lines'] | undefined) ?? [];
        // A sheet to type into: a document without lines starts with an empty row.
        return lines.length > 0 ? lines.map(lineDraftOf) : [emptyLine(lineDefaults)];
      },
      fromDraft: (draft) => {
        const lines = (draft as LineDraft[]).filter((line) => !isBlank(line)).map(lineOf);
        return lines.every(Boolean) ? { ok: true, value: lines } : { ok: false, problem: 'invalid' };
      },
      messages: { invalid: t('documents.lines.unreadable') },
      render: ({ value, onChange }) => (
        <LineEditor
          lines={value as LineDraft[]}
          onChange={onChange}
          priceMode={editor()?.draft.price_mode === 'gross' ? 'gross' : 'net'}
          lineDefaults={lineDefaults}
          error={linesError()}
        />
      ),
    },
    { name: 'text_after', kind: 'text', multiline: true, label: t('documents.fields.textAfter') },
    ...internal,
  ];
}

/** The receiver as the server takes it: its texts trimmed, empty ones left out. */
function cleanReceiver(receiver: InvoiceReceiver): InvoiceReceiver {
  const entries = Object.entries(receiver)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value !== '' && value !== undefined);
  return Object.fromEntries(entries) as unknown as InvoiceReceiver;
}
