import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { FieldMessages, useFieldIds } from '../field/field';
import { Icon } from '../icon';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Bitte wählen"); picking it gives the value "". */
  placeholder?: string;
  hint?: string;
  error?: string;
}

/**
 * A labelled native select: the phone's own picker, keyboard and screen-reader support come
 * with it; only the closed box is styled.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...selectProps
}: SelectProps) {
  const { controlId, hintId, errorId, describedByIds } = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={classNames('gw-field', 'gw-select', className)}>
      <label
        className={classNames('gw-field__label', required && 'gw-field__label--required')}
        htmlFor={controlId}
      >
        {label}
      </label>
      <div className="gw-select__box">
        <select
          id={controlId}
          className="gw-field__control gw-select__control"
          required={required}
          aria-describedby={describedByIds}
          aria-invalid={error ? true : ariaInvalid}
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className="gw-select__chevron" />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
