import { Button, ConfirmDialog, type ButtonVariant } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { useFeedback } from '../screens/feedback';

export interface BulkActionProps<Row> {
  rows: readonly Row[];
  label: string;
  /** The question asked first; without it the action runs at once. */
  confirmTitle?: string;
  variant?: ButtonVariant;
  /** What is done to one row: a call of the API, which checks it. */
  run: (row: Row) => Promise<unknown>;
  /** The toast when every row is done. */
  done: (count: number) => string;
  failed: string;
  onDone: () => void;
}

/**
 * A button acting on the selected rows, one API call each (the server checks every one), after a
 * question where the action is weighty. Rows already done stay done when a later one fails.
 */
export function BulkAction<Row>({
  rows,
  label,
  confirmTitle,
  variant = 'secondary',
  run,
  done,
  failed,
  onDone,
}: BulkActionProps<Row>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function runAll() {
    setAsking(false);
    setBusy(true);
    try {
      for (const row of rows) await run(row);
      feedback.succeeded(done(rows.length));
      onDone();
    } catch (failure) {
      feedback.failed(failed, failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant={variant}
        size="sm"
        loading={busy}
        onClick={() => (confirmTitle ? setAsking(true) : void runAll())}
      >
        {label}
      </Button>
      {confirmTitle ? (
        <ConfirmDialog
          open={asking}
          title={confirmTitle}
          confirmLabel={label}
          cancelLabel={t('list.cancel')}
          confirmVariant={variant === 'danger' ? 'danger' : 'primary'}
          onConfirm={() => void runAll()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
