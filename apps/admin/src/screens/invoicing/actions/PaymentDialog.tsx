import {
  useCorrectInvoicePaymentMutation,
  useRecordInvoicePaymentMutation,
  type InvoiceDocument,
  type InvoicePayment,
} from '@gartenwerk/api-client';
import { formatDecimal, formatEuro, parseDecimal } from '@gartenwerk/domain';
import { Checkbox, TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { FormDialog } from '../../../kit';
import { useFeedback } from '../../feedback';
import { today } from './common';
import { DayAndNote } from './lineAmounts';

/**
 * Records a payment, or corrects one (then with a reason). More than is open needs the owner's
 * confirmation, after which the excess is the customer's credit; the server checks it again.
 */
export function PaymentDialog({
  document,
  correcting,
  onClose,
}: {
  document: InvoiceDocument;
  correcting?: InvoicePayment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [record, recording] = useRecordInvoicePaymentMutation();
  const [correct, correctingNow] = useCorrectInvoicePaymentMutation();
  const cents = (euros: number) => Math.round(euros * 100);
  // What is open beside the payment being corrected.
  const openCents =
    cents(document.open) - cents(document.credit) + (correcting ? cents(correcting.amount) : 0);
  const [amount, setAmount] = useState(formatDecimal(correcting?.amount ?? Math.max(openCents, 0) / 100, 2));
  const [date, setDate] = useState(correcting?.date ?? today());
  const [note, setNote] = useState(correcting?.note ?? '');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const read = parseDecimal(amount, { minimum: 0, fractionDigits: 2 });
  const valid = read.ok && read.value !== null && read.value > 0;
  const excessCents = valid && read.ok ? cents(read.value!) - Math.max(openCents, 0) : 0;
  const reasonMissing = correcting !== undefined && !reason.trim();
  const ready = valid && !reasonMissing && (excessCents <= 0 || confirmed);

  async function submit() {
    if (!ready || !read.ok) return;
    const money = { amount: read.value!, date, note, confirm_overpayment: excessCents > 0 };
    try {
      const paid = correcting
        ? await correct({
            _id: document._id,
            payment: correcting.uuid,
            reason: reason.trim(),
            ...money,
          }).unwrap()
        : await record({ _id: document._id, ...money }).unwrap();
      onClose();
      feedback.succeeded(
        correcting ? t('documents.payment.corrected') : t(`documents.payment.done_${paid.payment_status}`),
      );
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t(correcting ? 'documents.payment.correctTitle' : 'documents.payment.title', {
        number: document.number,
      })}
      submitLabel={t(correcting ? 'documents.payment.correctSubmit' : 'documents.payment.submit')}
      submitDisabled={!ready || recording.isLoading || correctingNow.isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput
        label={t('documents.payment.amount')}
        hint={t('documents.payment.open', { open: formatEuro(Math.max(openCents, 0), i18n.language) })}
        inputMode="decimal"
        value={amount}
        error={valid ? undefined : t('documents.payment.invalid')}
        onChange={(event) => setAmount(event.target.value)}
      />
      {excessCents > 0 ? (
        <Checkbox
          label={t('documents.payment.overpayment', { credit: formatEuro(excessCents, i18n.language) })}
          checked={confirmed}
          {...(confirmed ? {} : { error: t('documents.payment.overpaymentRequired') })}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
      ) : null}
      <DayAndNote texts="payment" date={[date, setDate]} note={[note, setNote]} />
      {correcting ? (
        <TextInput
          label={t('documents.payment.reason')}
          required
          value={reason}
          error={reasonMissing ? t('documents.payment.reasonRequired') : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
    </FormDialog>
  );
}
