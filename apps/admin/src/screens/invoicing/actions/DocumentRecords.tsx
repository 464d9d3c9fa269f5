import type { InvoiceDocument, InvoicePayment, InvoiceReceipt } from '@gartenwerk/api-client';
import { formatDecimal, formatEuro } from '@gartenwerk/domain';
import { Button } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { formatDateTime } from '../../feedback';
import { formatDay } from '../format';
import { PAYABLE } from './common';

/** A line of a goods receipt in words: amount, unit and title of the order's line. */
function receivedText(document: InvoiceDocument, taken: { uuid: string; amount: number }): string {
  const line = document.lines.find((candidate) => candidate.uuid === taken.uuid);
  return [formatDecimal(taken.amount), line?.unit, line?.title].filter(Boolean).join(' ');
}

/** All lines of a goods receipt in words. */
export const receiptLinesText = (document: InvoiceDocument, receipt: InvoiceReceipt) =>
  receipt.lines.map((taken) => receivedText(document, taken)).join(', ');

/**
 * What happened to a stored document: the mails and reminders sent, the payments (each to correct or
 * reverse) and a vendor order's goods receipts (each to take back).
 */
export function DocumentRecords({
  document,
  onChange,
  onTakeBack,
}: {
  document: InvoiceDocument;
  onChange: (change: { payment: InvoicePayment; how: 'correct' | 'reverse' }) => void;
  onTakeBack: (receipt: InvoiceReceipt) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const receipts = document.receipts ?? [];
  if (document.sent.length === 0 && document.payments.length === 0 && receipts.length === 0) return null;
  return (
    <section aria-labelledby="document-records">
      <h2 id="document-records">
        {t(document.type === 'vendor_order' ? 'documents.recordsVendorOrder' : 'documents.records')}
      </h2>
      <ul className="admin-doc__records">
        {document.sent.map((record) => (
          <li key={record.outbox_id}>
            {t(record.kind === 'reminder' ? 'documents.reminderRecord' : 'documents.sentRecord', {
              at: formatDateTime(record.at, i18n.language),
              to: record.to,
              subject: record.subject,
            })}
          </li>
        ))}
        {document.payments.map((payment) => (
          <li key={payment.uuid} className={payment.reversed ? 'admin-doc__record--reversed' : undefined}>
            {t('documents.paymentRecord', {
              date: formatDay(payment.date, i18n.language),
              amount: formatEuro(Math.round(payment.amount * 100), i18n.language),
              note: payment.note,
            })}
            {payment.reversed ? (
              ` · ${t('documents.paymentReversed', { reason: payment.reversed.reason })}`
            ) : PAYABLE.has(document.type) ? (
              <span className="admin-doc__record-actions">
                {(['correct', 'reverse'] as const).map((how) => (
                  <Button
                    key={how}
                    size="sm"
                    variant="secondary"
                    aria-label={t(`documents.payment.${how}Label`, {
                      amount: formatEuro(Math.round(payment.amount * 100), i18n.language),
                      date: formatDay(payment.date, i18n.language),
                    })}
                    onClick={() => onChange({ payment, how })}
                  >
                    {t(`documents.payment.${how}`)}
                  </Button>
                ))}
              </span>
            ) : null}
          </li>
        ))}
        {receipts.map((receipt) => (
          <li key={receipt.uuid} className={receipt.reversed ? 'admin-doc__record--reversed' : undefined}>
            {t('documents.receiptRecord', {
              date: formatDay(receipt.date, i18n.language),
              lines: receiptLinesText(document, receipt),
            })}
            {receipt.note ? ` ${t('documents.receiptNote', { note: receipt.note })}` : ''}
            {receipt.reversed ? (
              ` · ${
                receipt.reversed.reason
                  ? t('documents.receiptReversedReason', { reason: receipt.reversed.reason })
                  : t('documents.receiptReversed')
              }`
            ) : (
              <span className="admin-doc__record-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('documents.receive.takeBackLabel', {
                    date: formatDay(receipt.date, i18n.language),
                  })}
                  onClick={() => onTakeBack(receipt)}
                >
                  {t('documents.receive.takeBack')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
