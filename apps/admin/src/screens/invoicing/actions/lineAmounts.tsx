import type { InvoiceDocument, InvoiceLine } from '@gartenwerk/api-client';
import { formatDecimal, parseDecimal } from '@gartenwerk/domain';
import { TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { TableFrame } from '../../AdminTable';

/** The state of a table of lines, each with a check and an amount to take of it. */
export function useLineAmounts(
  document: InvoiceDocument,
  initial: (line: InvoiceLine) => number,
  chosenAtFirst = true,
) {
  const amountsOf = (of: (line: InvoiceLine) => number) =>
    document.lines.map((line) => formatDecimal(of(line)));
  const [amounts, setAmounts] = useState<string[]>(() => amountsOf(initial));
  const [chosen, setChosen] = useState<boolean[]>(() => document.lines.map(() => chosenAtFirst));
  const read = amounts.map((text) => parseDecimal(text, { minimum: 0, fractionDigits: 3 }));
  const unreadable = read.some((result, index) => chosen[index] && !result.ok);
  /** The chosen lines with an amount above 0, as the server takes them. */
  const picked = () =>
    document.lines
      .map((line, index) => ({
        uuid: line.uuid!,
        amount: read[index]!.ok ? ((read[index] as { value: number | null }).value ?? 0) : 0,
      }))
      .filter((line, index) => chosen[index] && line.amount > 0);
  return {
    amounts,
    chosen,
    read,
    unreadable,
    picked,
    reset: (of: (line: InvoiceLine) => number) => setAmounts(amountsOf(of)),
    setAmount: (index: number, text: string) =>
      setAmounts(amounts.map((value, at) => (at === index ? text : value))),
    setChosen: (index: number, checked: boolean) =>
      setChosen(chosen.map((value, at) => (at === index ? checked : value))),
  };
}

/**
 * The lines of a document to take some of: a check and an amount per line, beside a reference
 * amount (the quantity for a conversion, what is still open for a goods receipt).
 */
export function LineAmountsTable({
  document,
  state,
  texts,
  reference,
}: {
  document: InvoiceDocument;
  state: ReturnType<typeof useLineAmounts>;
  texts: 'convert' | 'receive';
  reference: { header: string; amount: (line: InvoiceLine) => number };
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <TableFrame label={t(`documents.${texts}.lines`)}>
      <table className="admin-table" aria-label={t(`documents.${texts}.lines`)}>
        <thead>
          <tr>
            <th scope="col">{t(`documents.${texts}.take`)}</th>
            <th scope="col">{t('documents.lines.title')}</th>
            <th scope="col">{reference.header}</th>
            <th scope="col">{t(`documents.${texts}.amount`)}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            <tr key={line.uuid ?? index}>
              <td>
                <input
                  type="checkbox"
                  aria-label={t(`documents.${texts}.takeLine`, { title: line.title })}
                  checked={state.chosen[index] ?? false}
                  onChange={(event) => state.setChosen(index, event.target.checked)}
                />
              </td>
              <td>{line.title}</td>
              <td>{`${formatDecimal(reference.amount(line))} ${line.unit ?? ''}`.trim()}</td>
              <td>
                <input
                  className="admin-doc__amount"
                  inputMode="decimal"
                  aria-label={t(`documents.${texts}.amountOf`, { title: line.title })}
                  aria-invalid={state.chosen[index] && !state.read[index]!.ok ? true : undefined}
                  value={state.amounts[index] ?? ''}
                  disabled={!state.chosen[index]}
                  onChange={(event) => state.setAmount(index, event.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** The day and the note of a payment or a goods receipt. */
export function DayAndNote({
  texts,
  date: [date, setDate],
  note: [note, setNote],
}: {
  texts: 'payment' | 'receive';
  date: [string, (value: string) => void];
  note: [string, (value: string) => void];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <TextInput
        label={t(`documents.${texts}.date`)}
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextInput
        label={t(`documents.${texts}.note`)}
        {...(texts === 'receive' ? { hint: t('documents.receive.noteHint') } : {})}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </>
  );
}
