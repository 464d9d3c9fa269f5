import { FieldError } from './FieldError';
import type { Choice } from './fields';

/** A labelled set of checkboxes over `choices`; `value` holds the checked ones. */
export function Checklist({
  legend,
  choices,
  value,
  onChange,
  none,
  hint,
  error,
}: {
  legend: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** Said when there is nothing to choose from. */
  none?: string;
  /** Said under the legend, e.g. what applies when nothing is checked. */
  hint?: string;
  error?: string;
}) {
  return (
    <fieldset className="admin-form__roles" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint ? <p className="gw-field__hint">{hint}</p> : null}
      {choices.length === 0 && none ? <p>{none}</p> : null}
      {choices.map((choice) => (
        <label key={choice.value} className="admin-form__check">
          <input
            type="checkbox"
            checked={value.includes(choice.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, choice.value]
                  : value.filter((chosen) => chosen !== choice.value),
              )
            }
          />
          {choice.label}
        </label>
      ))}
      <FieldError message={error} />
    </fieldset>
  );
}
