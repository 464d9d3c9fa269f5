import { useCreateCreditNoteMutation, type InvoiceDocument } from '@gartenwerk/api-client';
import { formatDecimal, parseDecimal } from '@gartenwerk/domain';
import { TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { FormDialog } from '../../../kit';
import { useFeedback } from '../../feedback';
import { documentPath } from '../documentPaths';
import { useLineAmounts } from './lineAmounts';

/**
 * A credit note (Rechnungskorrektur) for some lines of an issued invoice: per line the quantity and
 * the unit price credited (lower for a price reduction), and the reason printed on it.
 */
export function CreditNoteDialog({ document, onClose }: { document: InvoiceDocument; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [create, creating] = useCreateCreditNoteMutation();
  const lines = useLineAmounts(document, (line) => line.amount, false);
  const [prices, setPrices] = useState(() => document.lines.map((line) => formatDecimal(line.price, 2)));
  const [reason, setReason] = useState('');
  const readPrices = prices.map((text) => parseDecimal(text, { minimum: 0, fractionDigits: 2 }));
  const unreadable =
    lines.unreadable || readPrices.some((result, index) => lines.chosen[index] && !result.ok);
  const picked = lines.picked();

  async function submit() {
    if (unreadable || picked.length === 0) return;
    const priceOf = (uuid: string) => {
      const index = document.lines.findIndex((line) => line.uuid === uuid);
      const read = readPrices[index]!;
      const price = read.ok ? read.value : null;
      return price === null || price === document.lines[index]!.price ? {} : { price };
    };
    try {
      const creditNote = await create({
        _id: document._id,
        lines: picked.map((line) => ({ ...line, ...priceOf(line.uuid) })),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }).unwrap();
      onClose();
      feedback.succeeded(t('documents.creditNote.done', { number: creditNote.number }));
      void navigate(documentPath(creditNote));
    } catch (failure) {
      feedback.failed(t('documents.actions.failed'), failure);
    }
  }

  return (
    <FormDialog
      title={t('documents.creditNote.title', { number: document.number })}
      label={t('documents.creditNote.form')}
      size="lg"
      wide
      submitLabel={t('documents.creditNote.submit')}
      submitDisabled={creating.isLoading || unreadable || picked.length === 0}
      cancel
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="admin-lines__hint">{t('documents.creditNote.hint')}</p>
      <div className="admin-table-frame">
        <table className="admin-table" aria-label={t('documents.creditNote.lines')}>
          <thead>
            <tr>
              <th scope="col">{t('documents.creditNote.take')}</th>
              <th scope="col">{t('documents.lines.title')}</th>
              <th scope="col">{t('documents.creditNote.invoiced')}</th>
              <th scope="col">{t('documents.creditNote.amount')}</th>
              <th scope="col">{t('documents.creditNote.price')}</th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={line.uuid ?? index}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('documents.creditNote.takeLine', { title: line.title })}
                    checked={lines.chosen[index] ?? false}
                    onChange={(event) => lines.setChosen(index, event.target.checked)}
                  />
                </td>
                <td>{line.title}</td>
                <td>{`${formatDecimal(line.amount)} ${line.unit ?? ''}`.trim()}</td>
                <td>
                  <input
                    className="admin-doc__amount"
                    inputMode="decimal"
                    aria-label={t('documents.creditNote.amountOf', { title: line.title })}
                    aria-invalid={lines.chosen[index] && !lines.read[index]!.ok ? true : undefined}
                    value={lines.amounts[index] ?? ''}
                    disabled={!lines.chosen[index]}
                    onChange={(event) => lines.setAmount(index, event.target.value)}
                  />
                </td>
                <td>
                  <input
                    className="admin-doc__amount"
                    inputMode="decimal"
                    aria-label={t('documents.creditNote.priceOf', { title: line.title })}
                    aria-invalid={lines.chosen[index] && !readPrices[index]!.ok ? true : undefined}
                    value={prices[index] ?? ''}
                    disabled={!lines.chosen[index]}
                    onChange={(event) =>
                      setPrices(prices.map((value, at) => (at === index ? event.target.value : value)))
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TextInput
        label={t('documents.creditNote.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
