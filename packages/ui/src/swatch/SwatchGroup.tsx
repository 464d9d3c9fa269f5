import { classNames } from '../class-names';
import { FieldMessages, useFieldIds } from '../field/field';
import { useRadioChoice, type RadioChoiceOptions } from '../radio-group/useRadioChoice';

export interface SwatchOption {
  value: string;
  /** The colour's name, e.g. "Dunkelrot": the option's accessible name and tooltip. */
  label: string;
  /** The label's language where it is not the page's (a German name on an English page). */
  lang?: string | undefined;
  /** Any CSS colour (the shop colour's code). */
  color: string;
  /** Not available in this colour: still shown, crossed out, not choosable. */
  disabled?: boolean;
}

export interface SwatchGroupProps extends RadioChoiceOptions {
  /** The question, e.g. "Farbe". */
  label: string;
  options: readonly SwatchOption[];
  /** Why the choice is refused (e.g. none made yet), shown under the swatches. */
  error?: string;
  className?: string;
}

/**
 * A colour choice as round swatches. Each swatch is a native radio button (visually hidden,
 * named by the colour), so arrow keys, forms and screen readers work as for any radio group;
 * the chosen colour's name is written beside the question.
 */
export function SwatchGroup({ label, options, error, className, ...choice }: SwatchGroupProps) {
  const { controlId: groupId, errorId, describedByIds } = useFieldIds({ error });
  const { current, radioProps } = useRadioChoice(choice);
  const chosen = options.find((option) => option.value === current);

  return (
    <fieldset
      className={classNames('gw-swatches', className)}
      role="radiogroup"
      aria-labelledby={`${groupId}-legend`}
      aria-required={choice.required || undefined}
      aria-describedby={describedByIds}
      aria-invalid={error ? true : undefined}
    >
      <legend className="gw-swatches__legend">
        <span id={`${groupId}-legend`} className={classNames(choice.required && 'gw-field__label--required')}>
          {label}
        </span>
        {chosen && (
          <span className="gw-swatches__chosen" aria-hidden="true" lang={chosen.lang}>
            {chosen.label}
          </span>
        )}
      </legend>
      <div className="gw-swatches__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={classNames('gw-swatch', option.disabled && 'gw-swatch--disabled')}
            title={option.label}
            lang={option.lang}
          >
            <input className="gw-swatch__input" {...radioProps(option)} />
            <span className="gw-swatch__color" style={{ backgroundColor: option.color }} aria-hidden="true" />
            <span className="gw-visually-hidden">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </fieldset>
  );
}
