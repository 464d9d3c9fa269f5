import { useId, type ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label; also the input's accessible name. */
  label: string;
  /** Validation message shown below the input; marks the input invalid. */
  error?: string;
  /** Help text shown below the input. */
  hint?: string;
}

/**
 * A labelled text input. Hint and error are linked with aria-describedby so screen readers
 * read them with the field; any aria-describedby the caller passes is kept.
 */
export function TextInput({
  label,
  error,
  hint,
  id,
  className,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={classNames('gw-text-input', error && 'gw-text-input--invalid', className)}>
      <label className="gw-text-input__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        type={type}
        className="gw-text-input__field"
        aria-describedby={describedByIds}
        aria-invalid={error ? true : ariaInvalid}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="gw-text-input__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="gw-text-input__error">
          {error}
        </p>
      )}
    </div>
  );
}
