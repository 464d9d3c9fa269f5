import {
  useReceiveVendorOrderMutation,
  type InvoiceDocument,
  type InvoiceLine,
} from '@gartenwerk/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { FormDialog } from '../../../kit';
import { useFeedback } from '../../feedback';
import { today } from './common';
import { DayAndNote, LineAmountsTable, useLineAmounts } from './lineAmounts';

/** What of a vendor order's line has not come in yet. */
function notReceived(document: InvoiceDocument, line: InvoiceLine): number {
  const received = document.received?.find((entry) => entry.uuid === line.uuid)?.received ?? 0;
  return Math.max(0, line.amount - received);
}

/** A goods receipt on a vendor order: which lines came in and how much, on which day, with a note. */
export function ReceiveDialog({ document, onClose }: { document: InvoiceDocument; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [receive, receiving] = useReceiveVendorOrderMutation();
  const lines = useLineAmounts(document, (line) => notReceived(document, line));
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');

  async function submit() {
    if (lines.unreadable) return;
    try {
      const received = await receive({ _id: document._id, lines: lines.picked(), date, note }).unwrap();
      onClose();
      feedback.succeeded(t(`documents.receive.done_${received.status}`));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.receive.title', { number: document.number })}
      label={t('documents.receive.form')}
      size="lg"
      wide
      submitLabel={t('documents.receive.submit')}
      submitDisabled={receiving.isLoading || lines.unreadable}
      cancel
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="admin-lines__hint">{t('documents.receive.hint')}</p>
      <LineAmountsTable
        document={document}
        state={lines}
        texts="receive"
        reference={{ header: t('documents.receive.open'), amount: (line) => notReceived(document, line) }}
      />
      <DayAndNote texts="receive" date={[date, setDate]} note={[note, setNote]} />
    </FormDialog>
  );
}
