import { Button } from '@gartenwerk/ui';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  submitLabel: string;
  /** While true (a save is under way, or the form cannot be sent) the submit button is off. */
  disabled?: boolean;
  /** Further buttons or a message beside the submit button. */
  children?: ReactNode;
}

/** The row of buttons under a form: its submit button first, then whatever else the form offers. */
export function FormActions({ submitLabel, disabled, children }: FormActionsProps) {
  return (
    <div className="admin-form__actions">
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
      {children}
    </div>
  );
}
