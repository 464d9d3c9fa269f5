import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import { FieldMessages, useFieldIds } from '../field/field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The clickable text beside the box; may hold a link (e.g. to the terms). */
  label: ReactNode;
  hint?: string;
  error?: string;
}

/** A native checkbox drawn in the shop's style, its label beside it and the whole row clickable. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: CheckboxProps) {
  const { controlId, hintId, errorId, describedByIds } = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={classNames('gw-choice', className)}>
      <input
        id={controlId}
        type="checkbox"
        className="gw-choice__input gw-choice__input--checkbox"
        aria-describedby={describedByIds}
        aria-invalid={error ? true : ariaInvalid}
        {...inputProps}
      />
      <div className="gw-choice__text">
        <label className="gw-choice__label" htmlFor={controlId}>
          {label}
        </label>
        <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      </div>
    </div>
  );
}
