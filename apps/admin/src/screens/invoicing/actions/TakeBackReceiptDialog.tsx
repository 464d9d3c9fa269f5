import {
  useReverseVendorOrderReceiptMutation,
  type InvoiceDocument,
  type InvoiceReceipt,
} from '@gartenwerk/api-client';
import { TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { FormDialog } from '../../../kit';
import { useFeedback } from '../../feedback';
import { formatDay } from '../format';
import { receiptLinesText } from './DocumentRecords';

/**
 * Takes a goods receipt back, with an optional reason: it stays listed, marked, and the stock it
 * raised falls again (the server refuses when those goods are sold already).
 */
export function TakeBackReceiptDialog({
  document,
  receipt,
  onClose,
}: {
  document: InvoiceDocument;
  receipt: InvoiceReceipt;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [reverse, reversing] = useReverseVendorOrderReceiptMutation();
  const [reason, setReason] = useState('');

  async function submit() {
    try {
      await reverse({
        _id: document._id,
        receipt: receipt.uuid,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }).unwrap();
      onClose();
      feedback.succeeded(t('documents.receive.takenBack'));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.receive.takeBackTitle', { number: document.number })}
      submitLabel={t('documents.receive.takeBackSubmit')}
      submitDisabled={reversing.isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p>
        {t('documents.receive.takeBackText', {
          date: formatDay(receipt.date, i18n.language),
          lines: receiptLinesText(document, receipt),
        })}
      </p>
      <TextInput
        label={t('documents.receive.reason')}
        hint={t('documents.receive.reasonHint')}
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
