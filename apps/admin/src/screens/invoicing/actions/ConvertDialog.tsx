import {
  useConvertInvoiceDocumentMutation,
  type InvoiceDocument,
  type InvoiceLine,
} from '@gartenwerk/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { FormDialog } from '../../../kit';
import { useFeedback } from '../../feedback';
import { documentPath } from '../documentPaths';
import { CHAIN, type Target } from './common';
import { LineAmountsTable, useLineAmounts } from './lineAmounts';

/** How much of each line is still open for a target (an order counts its deliveries and invoices). */
function openAmount(document: InvoiceDocument, uuid: string | undefined, amount: number, to: Target): number {
  const progress = document.progress?.find((line) => line.uuid === uuid);
  if (!progress) return amount;
  return Math.max(0, progress.amount - (to === 'delivery' ? progress.delivered : progress.invoiced));
}
export function ConvertDialog({ document, onClose }: { document: InvoiceDocument; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const targets = CHAIN[document.type] ?? [];
  const [to, setTo] = useState<Target>(targets[0] ?? 'order');
  const [convert, converting] = useConvertInvoiceDocumentMutation();
  const openFor = (target: Target) => (line: InvoiceLine) =>
    openAmount(document, line.uuid, line.amount, target);
  const lines = useLineAmounts(document, openFor(to));

  async function submit() {
    if (lines.unreadable) return;
    try {
      const created = await convert({ _id: document._id, to, lines: lines.picked() }).unwrap();
      onClose();
      feedback.succeeded(t('documents.convert.done', { type: t(`invoicing.types.${created.type}`) }));
      void navigate(documentPath(created));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.convert.title', {
        type: t(`invoicing.types.${document.type}`),
        number: document.number,
      })}
      label={t('documents.convert.form')}
      size="lg"
      wide
      submitLabel={t('documents.convert.submit', { type: t(`invoicing.types.${to}`) })}
      submitDisabled={converting.isLoading || lines.unreadable}
      cancel
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {targets.length > 1 ? (
        <fieldset>
          <legend>{t('documents.convert.to')}</legend>
          {targets.map((target) => (
            <label key={target} className="admin-form__check">
              <input
                type="radio"
                name="convert-to"
                checked={to === target}
                onChange={() => {
                  setTo(target);
                  lines.reset(openFor(target));
                }}
              />
              {t(`invoicing.types.${target}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="admin-lines__hint">{t('documents.convert.hint')}</p>
      <LineAmountsTable
        document={document}
        state={lines}
        texts="convert"
        reference={{ header: t('documents.convert.ordered'), amount: (line) => line.amount }}
      />
    </FormDialog>
  );
}
