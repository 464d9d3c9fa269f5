import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { FieldMessages, useFieldIds } from '../field/field';
import { useRadioChoice, type RadioChoiceOptions } from './useRadioChoice';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label (e.g. delivery time of a shipping method). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends RadioChoiceOptions {
  /** The question, shown as the group's legend and its accessible name. */
  label: string;
  options: readonly RadioOption[];
  hint?: string;
  error?: string;
  /** Lay the options side by side where they fit. */
  inline?: boolean;
  className?: string;
  id?: string;
}

/**
 * Native radio buttons in a fieldset (role radiogroup, so required and invalid can be said):
 * arrow keys move the choice, Tab enters and leaves the group, as browsers do.
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  inline = false,
  className,
  id,
  ...choice
}: RadioGroupProps) {
  const { controlId, hintId, errorId, describedByIds } = useFieldIds({ id, hint, error });
  const legendId = `${controlId}-legend`;
  const { radioProps } = useRadioChoice(choice);

  return (
    <fieldset
      id={controlId}
      role="radiogroup"
      className={classNames('gw-field', 'gw-radio-group', inline && 'gw-radio-group--inline', className)}
      aria-labelledby={legendId}
      aria-describedby={describedByIds}
      aria-required={choice.required || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend
        id={legendId}
        className={classNames('gw-field__label', choice.required && 'gw-field__label--required')}
      >
        {label}
      </legend>
      <div className="gw-radio-group__options">
        {options.map((option) => {
          const optionId = `${controlId}-${option.value}`;
          return (
            <div key={option.value} className="gw-choice">
              <input
                id={optionId}
                className="gw-choice__input gw-choice__input--radio"
                {...radioProps(option)}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <div className="gw-choice__text">
                <label className="gw-choice__label" htmlFor={optionId}>
                  {option.label}
                </label>
                {option.description && (
                  <span id={`${optionId}-description`} className="gw-field__hint">
                    {option.description}
                  </span>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
