import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../kit/FormActions';

export interface FormSectionProps {
  /** The heading's id, which names the section and its form. */
  id: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  submitLabel: string;
  /** While true (the request is under way, or nothing is there to send) the submit button is off. */
  busy: boolean;
  /** The form checks its fields itself instead of the browser. */
  noValidate?: boolean;
  /** Further buttons beside the submit button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A headed part of a screen that is one small form of its own (a name, a new password, an answer). */
export function FormSection({
  id,
  title,
  onSubmit,
  submitLabel,
  busy,
  noValidate,
  actions,
  children,
}: FormSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <form
        className="admin-form"
        noValidate={noValidate}
        aria-labelledby={id}
        onSubmit={(event) => void onSubmit(event)}
      >
        {children}
        <FormActions submitLabel={submitLabel} disabled={busy}>
          {actions}
        </FormActions>
      </form>
    </section>
  );
}
