import {
  useReverseInvoicePaymentMutation,
  type InvoiceDocument,
  type InvoicePayment,
} from '@gartenwerk/api-client';
import { formatEuro } from '@gartenwerk/domain';
import { TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { FormDialog } from '../../../kit';
import { useFeedback } from '../../feedback';
import { formatDay } from '../format';

/** Reverses a payment with a reason; it stays listed, marked reversed. */
export function ReversePaymentDialog({
  document,
  payment,
  onClose,
}: {
  document: InvoiceDocument;
  payment: InvoicePayment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [reverse, reversing] = useReverseInvoicePaymentMutation();
  const [reason, setReason] = useState('');

  async function submit() {
    if (!reason.trim()) return;
    try {
      await reverse({ _id: document._id, payment: payment.uuid, reason: reason.trim() }).unwrap();
      onClose();
      feedback.succeeded(t('documents.payment.reversed'));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.payment.reverseTitle', { number: document.number })}
      submitLabel={t('documents.payment.reverseSubmit')}
      submitDisabled={!reason.trim() || reversing.isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p>
        {t('documents.payment.reverseText', {
          amount: formatEuro(Math.round(payment.amount * 100), i18n.language),
          date: formatDay(payment.date, i18n.language),
        })}
      </p>
      <TextInput
        label={t('documents.payment.reason')}
        required
        value={reason}
        error={reason.trim() ? undefined : t('documents.payment.reasonRequired')}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
