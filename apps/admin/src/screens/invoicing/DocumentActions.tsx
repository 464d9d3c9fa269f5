import {
  fetchInvoicePrint,
  useCancelInvoiceDocumentMutation,
  useSendInvoiceMailMutation,
  useUpdateInvoiceDocumentMutation,
  type InvoiceDocument,
  type InvoicePayment,
  type InvoiceReceipt,
} from '@gartenwerk/api-client';
import { Button, ConfirmDialog } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { useFeedback } from '../feedback';
import { CHAIN, PAYABLE } from './actions/common';
import { ConvertDialog } from './actions/ConvertDialog';
import { CreditNoteDialog } from './actions/CreditNoteDialog';
import { DocumentLinks } from './actions/DocumentLinks';
import { DocumentRecords } from './actions/DocumentRecords';
import { InstallmentDialog } from './actions/InstallmentDialog';
import { MailDialog } from './actions/MailDialog';
import { PaymentDialog } from './actions/PaymentDialog';
import { ReceiveDialog } from './actions/ReceiveDialog';
import { ReversePaymentDialog } from './actions/ReversePaymentDialog';
import { TakeBackReceiptDialog } from './actions/TakeBackReceiptDialog';
import { documentPath } from './documentPaths';

type Open =
  | 'issue'
  | 'convert'
  | 'installment'
  | 'receive'
  | 'mail'
  | 'payment'
  | 'reminder'
  | 'cancel'
  | 'credit'
  | null;

/** The confirmation text of issuing: invoices and vendor orders are fixed from then on. */
const issueText = (type: InvoiceDocument['type']) =>
  PAYABLE.has(type)
    ? 'documents.actions.issueFixed'
    : type === 'vendor_order'
      ? 'documents.actions.issueVendorOrder'
      : 'documents.actions.issueText';

/**
 * What can be done with a stored document at its point of the chain: issue a draft (it gets its
 * number), convert (whole or some lines and amounts), an installment receipt of an order, goods
 * receipts of a vendor order, the PDF (and the e-invoice of an invoice), the mail, payments,
 * reminders and the cancellation; and the documents it is linked with.
 */
export function DocumentActions({ document, dirty }: { document: InvoiceDocument; dirty: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  /** The payment a correction or reversal dialog is open for. */
  const [changing, setChanging] = useState<{ payment: InvoicePayment; how: 'correct' | 'reverse' } | null>(
    null,
  );
  /** The goods receipt a take-back dialog is open for. */
  const [takingBack, setTakingBack] = useState<InvoiceReceipt | null>(null);
  const [update, updating] = useUpdateInvoiceDocumentMutation();
  const [sendMail, mailing] = useSendInvoiceMailMutation();
  const [cancel, cancelling] = useCancelInvoiceDocumentMutation();
  const [printing, setPrinting] = useState(false);
  const typeName = t(`invoicing.types.${document.type}`);
  const payable =
    PAYABLE.has(document.type) &&
    document.issued &&
    !document.cancelled_by_id &&
    document.payment_status !== 'paid';

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    setOpen(null);
    try {
      await action();
      feedback.succeeded(done);
    } catch (failure) {
      feedback.failed(failed, failure);
    }
  }

  async function download(format: 'pdf' | 'zugferd' | 'xrechnung') {
    setPrinting(true);
    try {
      const blob = await fetchInvoicePrint({ _id: document._id, format });
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `${document.number ?? typeName}${format === 'xrechnung' ? '.xml' : '.pdf'}`;
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      feedback.failed(t('documents.actions.printFailed'), failure);
    } finally {
      setPrinting(false);
    }
  }

  return (
    <>
      <DocumentLinks document={document} />
      <div className="admin-doc__actions" role="group" aria-label={t('documents.actions.label')}>
        {!document.issued ? (
          <Button onClick={() => setOpen('issue')} disabled={dirty || updating.isLoading}>
            {t('documents.actions.issue')}
          </Button>
        ) : null}
        {document.issued && CHAIN[document.type] && document.status !== 'complete' ? (
          <Button onClick={() => setOpen('convert')}>{t('documents.actions.convert')}</Button>
        ) : null}
        {document.issued && document.type === 'order' && document.status !== 'complete' ? (
          <Button variant="secondary" onClick={() => setOpen('installment')}>
            {t('documents.actions.installment')}
          </Button>
        ) : null}
        {document.issued && document.type === 'vendor_order' && document.status !== 'complete' ? (
          <Button onClick={() => setOpen('receive')}>{t('documents.actions.receive')}</Button>
        ) : null}
        <Button variant="secondary" onClick={() => void download('pdf')} disabled={printing || dirty}>
          {t('documents.actions.pdf')}
        </Button>
        {document.issued && (document.type === 'invoice' || document.type === 'credit_note') ? (
          <>
            <Button variant="secondary" onClick={() => void download('zugferd')} disabled={printing}>
              {t('documents.actions.zugferd')}
            </Button>
            <Button variant="secondary" onClick={() => void download('xrechnung')} disabled={printing}>
              {t('documents.actions.xrechnung')}
            </Button>
          </>
        ) : null}
        {document.issued ? (
          <Button variant="secondary" onClick={() => setOpen('mail')} disabled={mailing.isLoading}>
            {t('documents.actions.mail')}
          </Button>
        ) : null}
        {payable ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('payment')}>
              {t('documents.actions.payment')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen('reminder')} disabled={mailing.isLoading}>
              {t('documents.actions.reminder')}
            </Button>
          </>
        ) : null}
        {PAYABLE.has(document.type) && document.issued && !document.cancelled_by_id ? (
          <Button variant="secondary" onClick={() => setOpen('credit')}>
            {t('documents.actions.creditNote')}
          </Button>
        ) : null}
        {/* Once credited in part, the rest is corrected with another credit note. */}
        {PAYABLE.has(document.type) && document.issued && !document.cancelled_by_id && !document.credited ? (
          <Button variant="danger" onClick={() => setOpen('cancel')} disabled={cancelling.isLoading}>
            {t('documents.actions.cancel')}
          </Button>
        ) : null}
      </div>
      {!document.issued && dirty ? (
        <p className="admin-lines__hint">{t('documents.actions.saveFirst')}</p>
      ) : null}

      <ConfirmDialog
        open={open === 'issue'}
        title={t('documents.actions.issueQuestion', { type: typeName })}
        confirmLabel={t('documents.actions.issue')}
        cancelLabel={t('editor.cancel')}
        onCancel={() => setOpen(null)}
        onConfirm={() =>
          void run(
            () => update({ _id: document._id, issue: true }).unwrap(),
            t('documents.actions.issued', { type: typeName }),
            t('documents.actions.failed'),
          )
        }
      >
        {t(issueText(document.type))}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'reminder'}
        title={t('documents.actions.reminderQuestion', { number: document.number })}
        confirmLabel={t('documents.actions.reminder')}
        cancelLabel={t('editor.cancel')}
        onCancel={() => setOpen(null)}
        onConfirm={() =>
          void run(
            () => sendMail({ _id: document._id, reminder: true }).unwrap(),
            t('documents.actions.reminderSent', { to: document.receiver.email }),
            t('documents.actions.failed'),
          )
        }
      >
        {t('documents.actions.reminderText', { to: document.receiver.email ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'cancel'}
        title={t('documents.actions.cancelQuestion', { number: document.number })}
        confirmLabel={t('documents.actions.cancel')}
        cancelLabel={t('editor.cancel')}
        onCancel={() => setOpen(null)}
        onConfirm={() => {
          setOpen(null);
          cancel(document._id)
            .unwrap()
            .then(
              (cancellation) => {
                feedback.succeeded(t('documents.actions.cancelled', { number: cancellation.number }));
                void navigate(documentPath(cancellation));
              },
              (failure: unknown) => feedback.failed(t('documents.actions.failed'), failure),
            );
        }}
      >
        {t('documents.actions.cancelText')}
      </ConfirmDialog>
      {open === 'convert' ? <ConvertDialog document={document} onClose={() => setOpen(null)} /> : null}
      {open === 'installment' ? (
        <InstallmentDialog document={document} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'receive' ? <ReceiveDialog document={document} onClose={() => setOpen(null)} /> : null}
      {open === 'credit' ? <CreditNoteDialog document={document} onClose={() => setOpen(null)} /> : null}
      {open === 'mail' ? (
        <MailDialog
          document={document}
          onClose={() => setOpen(null)}
          onSend={(to) =>
            void run(
              () => sendMail({ _id: document._id, to }).unwrap(),
              t('documents.actions.mailSent', { to }),
              t('documents.actions.failed'),
            )
          }
        />
      ) : null}
      {open === 'payment' ? <PaymentDialog document={document} onClose={() => setOpen(null)} /> : null}
      {changing?.how === 'correct' ? (
        <PaymentDialog document={document} correcting={changing.payment} onClose={() => setChanging(null)} />
      ) : null}
      {changing?.how === 'reverse' ? (
        <ReversePaymentDialog
          document={document}
          payment={changing.payment}
          onClose={() => setChanging(null)}
        />
      ) : null}
      {takingBack ? (
        <TakeBackReceiptDialog document={document} receipt={takingBack} onClose={() => setTakingBack(null)} />
      ) : null}
      <DocumentRecords document={document} onChange={setChanging} onTakeBack={setTakingBack} />
    </>
  );
}
