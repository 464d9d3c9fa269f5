import { Button, Dialog, Select, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { useFeedback } from '../screens/feedback';

/** What the person asked for: how (set or change by) and the number, written with a decimal comma. */
export interface BulkChange {
  mode: string;
  amount: number;
  reason: string;
}

export interface BulkChangeActionProps<Row> {
  rows: readonly Row[];
  label: string;
  /** The dialog's title, e.g. "Preis von 3 Produkten ändern". */
  title: string;
  modes: ReadonlyArray<{ value: string; label: string }>;
  amountLabel: string;
  /** Whole numbers only (stock), or with decimals (prices). */
  integer?: boolean;
  /** A reason asked for with the change (stock movements keep one). */
  reasonLabel?: string;
  defaultReason?: string;
  run: (row: Row, change: BulkChange) => Promise<unknown>;
  done: (count: number) => string;
  failed: string;
  onDone: () => void;
}

/** Reads "12,5" or "12.5"; undefined for anything that is not a number of the kind asked for. */
function parseAmount(text: string, integer: boolean): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return undefined;
  return integer && !Number.isInteger(value) ? undefined : value;
}

/** A button that asks for a number (a new price, a stock change) and applies it to each selected row. */
export function BulkChangeAction<Row>({
  rows,
  label,
  title,
  modes,
  amountLabel,
  integer = false,
  reasonLabel,
  defaultReason = '',
  run,
  done,
  failed,
  onDone,
}: BulkChangeActionProps<Row>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState(modes[0]!.value);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState(defaultReason);
  const [error, setError] = useState<string>();

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseAmount(amount, integer);
    if (parsed === undefined) {
      setError(t(integer ? 'list.bulkChange.wholeNumber' : 'list.bulkChange.number'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      for (const row of rows) await run(row, { mode, amount: parsed, reason: reason.trim() });
      feedback.succeeded(done(rows.length));
      setOpen(false);
      onDone();
    } catch (failure) {
      feedback.failed(failed, failure);
    } finally {
      setBusy(false);
    }
  }

  const formId = `bulk-change-${label.replace(/\W+/g, '-')}`;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={t('list.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('list.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {t('list.bulkChange.apply')}
            </Button>
          </>
        }
      >
        <form id={formId} className="admin-form" noValidate onSubmit={(event) => void apply(event)}>
          <Select
            label={t('list.bulkChange.mode')}
            options={modes}
            value={mode}
            onChange={(event) => setMode(event.target.value)}
          />
          <TextInput
            label={amountLabel}
            inputMode={integer ? 'numeric' : 'decimal'}
            value={amount}
            error={error}
            onChange={(event) => setAmount(event.target.value)}
          />
          {reasonLabel ? (
            <TextInput
              label={reasonLabel}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : null}
        </form>
      </Dialog>
    </>
  );
}
