import { Button, Dialog } from '@gartenwerk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { FormActions } from './FormActions';

export interface FormDialogProps {
  title: string;
  /** The form's accessible name, when it is not the title. */
  label?: string;
  size?: 'lg';
  wide?: boolean;
  submitLabel: string;
  /** The send button is off (input not readable, a request running). */
  submitDisabled?: boolean;
  /** A cancel button beside the send button, for long forms. */
  cancel?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A small form in a dialog: its fields, then send (and cancel); Escape and the close button close it. */
export function FormDialog({
  title,
  label,
  size,
  wide,
  submitLabel,
  submitDisabled,
  cancel,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t('editor.cancel')} {...(size ? { size } : {})}>
      <form
        className={wide ? 'admin-form admin-form--wide' : 'admin-form'}
        aria-label={label ?? title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <FormActions submitLabel={submitLabel} disabled={submitDisabled}>
          {cancel ? (
            <Button variant="secondary" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
          ) : null}
        </FormActions>
      </form>
    </Dialog>
  );
}
