import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import { FieldMessages, useFieldIds } from '../field/field';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label; also the input's accessible name (a name in it may carry its own lang). */
  label: ReactNode;
  /** Validation message shown below the input; marks the input invalid. */
  error?: string;
  /** Help text shown below the input. */
  hint?: string;
}

/**
 * A labelled text input. Hint and error are linked with aria-describedby so screen readers
 * read them with the field; any aria-describedby the caller passes is kept. A required field
 * shows a star after its label (decoration only: the input itself is marked required).
 */
export function TextInput({
  label,
  error,
  hint,
  id,
  className,
  type = 'text',
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextInputProps) {
  const { controlId, hintId, errorId, describedByIds } = useFieldIds({ id, hint, error, describedBy });

  return (
    <div
      className={classNames(
        'gw-text-input',
        required && 'gw-text-input--required',
        error && 'gw-text-input--invalid',
        className,
      )}
    >
      <label className="gw-text-input__label" htmlFor={controlId}>
        {label}
      </label>
      <input
        id={controlId}
        type={type}
        className="gw-text-input__field"
        required={required}
        aria-describedby={describedByIds}
        aria-invalid={error ? true : ariaInvalid}
        {...inputProps}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} prefix="gw-text-input" />
    </div>
  );
}
