import {
  useCreateInvoiceDocumentMutation,
  useDeleteInvoiceDocumentMutation,
  useGetInvoiceDocumentQuery,
  useGetInvoiceEditDataQuery,
  useUpdateInvoiceDocumentMutation,
  type InvoiceDocument,
  type InvoiceDocumentInput,
  type InvoiceEditData,
  type InvoiceReceiver,
} from '@gartenwerk/api-client';
import { viennaDay, formatEuros } from '@gartenwerk/domain';
import { DocumentFormSchema } from '@gartenwerk/domain/schemas';
import { Badge, Button, Select } from '@gartenwerk/ui';
import { Type } from '@sinclair/typebox';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditFrame, FieldInputs, NEW_ID, useEntityEditor, type EntityEditor, type Field } from '../../kit';
import { FieldError } from '../../kit/FieldError';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { DocumentActions } from './DocumentActions';
import { DocumentHistory } from './DocumentHistory';
import { DocumentView } from './DocumentView';
import { FIXED_TYPES, INVOICE_TYPES, screenTypeOf, type ScreenType } from './documentPaths';
import { LineEditor } from './LineEditor';
import { emptyLine, isBlank, lineDraftOf, lineOf, type LineDefaults, type LineDraft } from './lines';
import { ReceiverField } from './ReceiverField';
import './documents.css';

const today = () => viennaDay(new Date());

/** Issued offers, orders and delivery notes keep their content; their state, notes and tags change. */
const IssuedSchema = Type.Partial(DocumentFormSchema);

/**
 * accounting/{offer,order,delivery,invoice,vendor_order}/edit/:id? (and vendor_order/add): one
 * document. A draft is edited in full (receiver, dates, terms, texts, lines) and can be deleted; once
 * issued it shows its number and is read-only, and the actions of its place in the chain (convert,
 * print, mail, payments, cancel, goods receipts) take over. Installment receipts and cancellations
 * open on the invoice screen.
 */
export function DocumentEdit({ route, type }: { route: AdminRoute; type: ScreenType }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const editData = useGetInvoiceEditDataQuery(type);
  const { id = NEW_ID } = useParams();
  useDocumentTitle(route.label);
  if (!editData.data)
    return (
      <section className="admin-screen" aria-labelledby="admin-screen-title">
        <h1 id="admin-screen-title">{route.label}</h1>
        {editData.error ? (
          <p role="alert">{t('editor.loadFailed', { message: messageOf(editData.error, '') })}</p>
        ) : (
          <p role="status">{t('editor.loading')}</p>
        )}
      </section>
    );
  // A new key per document: another document starts with its own fields and drafts.
  return <DocumentEditor key={id} route={route} type={type} editData={editData.data} />;
}

function DocumentEditor({
  route,
  type,
  editData,
}: {
  route: AdminRoute;
  type: ScreenType;
  editData: InvoiceEditData;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = NEW_ID } = useParams();
  const stored = useGetInvoiceDocumentQuery(id, { skip: id === NEW_ID });
  const document = stored.currentData?._id === id ? stored.currentData : undefined;
  const issued = document?.issued === true;
  const fixed = issued && FIXED_TYPES.has(document.type);
  const editorRef = useRef<EntityEditor>(null);
  const defaultTemplate = editData.templates.find(
    (template) => template.type === type && template.is_default,
  );
  const lineDefaults = { vatRate: editData.settings.default_vat_rate, unit: editData.settings.ui.unit };
  const documentType = document?.type ?? type;

  const fields = documentFields({
    t,
    type: documentType,
    issued,
    fixed,
    stored: document !== undefined,
    editData,
    lineDefaults,
    editor: () => editorRef.current,
  });

  const [create, createState] = useCreateInvoiceDocumentMutation();
  const editor = useEntityEditor<
    InvoiceDocument,
    InvoiceDocumentInput & { type: ScreenType },
    InvoiceDocumentInput & { _id: string },
    string
  >({
    fields,
    schemas: { create: DocumentFormSchema, update: issued ? IssuedSchema : DocumentFormSchema },
    useGet: useGetInvoiceDocumentQuery,
    useCreate: () => [(input) => create({ ...withParty(input), type }), createState] as const,
    useUpdate: useUpdateInvoiceDocumentMutation,
    useRemove: useDeleteInvoiceDocumentMutation,
    listPath: `/accounting/${type}/browse`,
    editPath: (newId) => `/accounting/${type}/edit/${encodeURIComponent(newId)}`,
    initial: {
      date: today(),
      price_mode: editData.settings.ui.price_mode,
      lines: [],
      payment_terms_days:
        type === 'invoice' || type === 'order' ? editData.settings.payment_terms_days : null,
      template_id: defaultTemplate?._id ?? null,
      text_before: defaultTemplate?.text_before ?? '',
      text_after: defaultTemplate?.text_after ?? '',
      receiver: { kind: receiverKindOf(type) },
      tags: [],
      status: 'open',
    },
    toUpdate: (input, item) => ({ ...withParty(input), _id: item._id }),
  });
  editorRef.current = editor;

  const title = document
    ? t('documents.title', {
        type: t(`invoicing.types.${document.type}`),
        number: document.number ?? t('invoicing.draft'),
      })
    : editor.isNew
      ? t(`documents.new.${type}`)
      : route.label;

  return (
    <EditFrame
      editor={editor}
      title={title}
      back={{ to: `/accounting/${type}/browse`, label: t(`documents.back.${type}`) }}
      removeQuestion={t('documents.deleteQuestion')}
      name={title}
      className="admin-doc"
    >
      {document ? <DocumentState document={document} /> : null}
      {document ? <DocumentActions document={document} dirty={editor.dirty} /> : null}
      {document && issued ? <DocumentView document={document} /> : null}
      {!fixed ? <DocumentForm editor={editor} type={documentType} issued={issued} label={title} /> : null}
      {document ? <DocumentHistory document={document} /> : null}
    </EditFrame>
  );
}

/** A vendor order goes to a vendor; every other document to a customer. */
const receiverKindOf = (type: InvoiceDocument['type']): InvoiceReceiver['kind'] =>
  type === 'vendor_order' ? 'vendor' : 'customer';

/** The accounting customer or vendor a receiver was picked from goes along as customer_id or vendor_id. */
function withParty<T extends { receiver?: InvoiceReceiver }>(
  input: T,
): T & { customer_id?: string | null; vendor_id?: string | null } {
  const receiver = input.receiver;
  if (!receiver) return input;
  return receiver.kind === 'vendor'
    ? { ...input, vendor_id: receiver.id ?? null }
    : { ...input, customer_id: receiver.id ?? null };
}

/** Draft or issued, the state in the chain and (invoices) the payment and any credit, in words. */
function DocumentState({ document }: { document: InvoiceDocument }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  // A credit note owes nothing itself: what it credits shows on its invoice.
  const isInvoice = INVOICE_TYPES.has(document.type) && document.type !== 'credit_note';
  return (
    <p className="admin-doc__state" data-testid="document-state">
      {document.issued ? (
        <Badge tone="success">{t('documents.issued')}</Badge>
      ) : (
        <Badge tone="warning">{t('invoicing.draft')}</Badge>
      )}{' '}
      <Badge tone="neutral">{t(`invoicing.statuses.${document.status}`)}</Badge>{' '}
      {isInvoice && document.issued ? (
        <Badge tone={document.payment_status === 'paid' ? 'success' : 'info'} data-testid="payment-state">
          {document.cancelled_by_id
            ? t('invoicing.cancelled')
            : t(`invoicing.payments.${document.payment_status}`)}
        </Badge>
      ) : null}
      {isInvoice && document.credited > 0 && !document.cancelled_by_id ? (
        <>
          {' '}
          <Badge tone="neutral" data-testid="credited-state">
            {t('documents.creditedBadge', { credited: formatEuros(document.credited, i18n.language) })}
          </Badge>
        </>
      ) : null}
      {isInvoice && document.credit > 0 ? (
        <>
          {' '}
          <Badge tone="warning" data-testid="credit-state">
            {t('documents.creditBadge', { credit: formatEuros(document.credit, i18n.language) })}
          </Badge>
        </>
      ) : null}
    </p>
  );
}

interface FieldOptions {
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
function documentFields({
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

const HEAD = ['receiver'];
const DATES = [
  'date',
  'valid_until',
  'delivery_date',
  'service_from',
  'service_to',
  'payment_terms_days',
  'buyer_reference',
  'price_mode',
  'vat_exemption',
  'title',
  'template_id',
];
const INTERNAL = ['status', 'notes', 'tags'];

/** The form of a draft (or of an issued document's state, notes and tags) in the screen's parts. */
function DocumentForm({
  editor,
  type,
  issued,
  label,
}: {
  editor: EntityEditor;
  type: InvoiceDocument['type'];
  issued: boolean;
  label: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const part = (names: readonly string[]) => (
    <FieldInputs
      fields={editor.fields.filter((field) => names.includes(field.name))}
      draft={editor.draft}
      onChange={editor.setValue}
      errors={editor.errors}
    />
  );
  const rest = editor.fields
    .map((field) => field.name)
    .filter((name) => ![...HEAD, ...DATES, ...INTERNAL].includes(name));
  const draftLines = (editor.draft.lines as LineDraft[] | undefined) ?? [];
  const lineCount = draftLines.filter((line) => !isBlank(line)).length;
  return (
    <form
      className="admin-form admin-doc__form"
      noValidate
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void editor.save(event)}
    >
      {!issued ? (
        <div className="admin-doc__head">
          <fieldset>
            <legend>{t('invoicing.receiver')}</legend>
            {part(HEAD)}
          </fieldset>
          <fieldset className="admin-doc__dates">
            <legend>{t(`documents.data.${screenTypeOf(type)}`)}</legend>
            {part(DATES)}
          </fieldset>
        </div>
      ) : null}
      {!issued ? part(rest) : null}
      <fieldset>
        <legend>{t('documents.internal')}</legend>
        {part(INTERNAL)}
      </fieldset>
      <FieldError message={editor.errors['']} />
      <div className="admin-form__actions admin-doc__save">
        <Button type="submit" disabled={editor.saving}>
          {t('editor.save')}
        </Button>
        {editor.canRemove && !issued ? (
          <Button variant="danger" onClick={editor.askRemove} disabled={editor.removing}>
            {t('documents.delete')}
          </Button>
        ) : null}
        {!issued ? (
          <span className="admin-lines__hint">{t('documents.lineCount', { count: lineCount })}</span>
        ) : null}
      </div>
    </form>
  );
}
