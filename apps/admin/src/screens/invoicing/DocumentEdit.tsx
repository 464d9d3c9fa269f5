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
import { viennaDay } from '@gartenwerk/domain';
import { DocumentFormSchema } from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditFrame, NEW_ID, useEntityEditor, type EntityEditor } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { DocumentActions } from './DocumentActions';
import { documentFields, receiverKindOf } from './documentFields';
import { DocumentForm } from './DocumentForm';
import { DocumentHistory } from './DocumentHistory';
import { DocumentState } from './DocumentState';
import { DocumentView } from './DocumentView';
import { StagesEditor } from '../production-plan/StagesEditor';
import { FIXED_TYPES, type ScreenType } from './documentPaths';
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
      {document && document.type === 'order' ? <StagesEditor orderId={document._id} /> : null}
      {document ? <DocumentHistory document={document} /> : null}
    </EditFrame>
  );
}

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
