import { useCreateInstallmentReceiptMutation, type InvoiceDocument } from '@gartenwerk/api-client';
import { formatEuro, parseDecimal } from '@gartenwerk/domain';
import { TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { FormDialog } from '../../../kit';
import { useFeedback } from '../../feedback';
import { documentPath } from '../documentPaths';

/** An installment receipt of an order: a share of its gross, in percent. */
export function InstallmentDialog({ document, onClose }: { document: InvoiceDocument; onClose: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [percent, setPercent] = useState('30');
  const [create, creating] = useCreateInstallmentReceiptMutation();
  const read = parseDecimal(percent, { minimum: 0, fractionDigits: 2 });
  const valid = read.ok && read.value !== null && read.value > 0 && read.value <= 100;

  async function submit() {
    if (!valid || !read.ok) return;
    try {
      const receipt = await create({ _id: document._id, percent: read.value! }).unwrap();
      onClose();
      feedback.succeeded(t('documents.installment.done'));
      void navigate(documentPath(receipt));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.installment.title', { number: document.number })}
      submitLabel={t('documents.installment.submit')}
      submitDisabled={!valid || creating.isLoading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput
        label={t('documents.installment.percent')}
        hint={t('documents.installment.hint', {
          gross: formatEuro(Math.round(document.totals.gross * 100), i18n.language),
        })}
        inputMode="decimal"
        value={percent}
        error={valid ? undefined : t('documents.installment.invalid')}
        onChange={(event) => setPercent(event.target.value)}
      />
    </FormDialog>
  );
}
