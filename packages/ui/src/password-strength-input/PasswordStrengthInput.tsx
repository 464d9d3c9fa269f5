import { useId, useState } from 'react';
import {
  PASSWORD_MAX_SCORE,
  PASSWORD_STRENGTH_LABELS,
  passwordStrength,
  type PasswordStrengthLabel,
} from '@gartenwerk/domain';
import { classNames } from '../class-names';
import { TextInput, type TextInputProps } from '../text-input';

export interface PasswordStrengthInputProps extends Omit<TextInputProps, 'type'> {
  /** Texts of the five strength labels (risky … secure), e.g. from the app's translations. */
  strengthLabels?: Record<PasswordStrengthLabel, string>;
  /** Accessible name of the strength bar. */
  meterLabel?: string;
}

const SPEC_LABELS = Object.fromEntries(PASSWORD_STRENGTH_LABELS.map((label) => [label, label])) as Record<
  PasswordStrengthLabel,
  string
>;

/**
 * A password input with the strength bar below it. The score is the domain's password-strength
 * rule (0–4); the bar and its label are announced politely while typing.
 */
export function PasswordStrengthInput({
  strengthLabels = SPEC_LABELS,
  meterLabel = 'Passwortstärke',
  value,
  defaultValue,
  onChange,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordStrengthInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const strengthId = `${inputId}-strength`;
  const [typed, setTyped] = useState(String(defaultValue ?? ''));
  const password = value === undefined ? typed : String(value);
  const { score, label } = passwordStrength(password);
  const text = password ? strengthLabels[label] : '';

  return (
    <div className={classNames('gw-password-strength', className)} data-score={password ? score : undefined}>
      <TextInput
        {...inputProps}
        id={inputId}
        type="password"
        value={value}
        defaultValue={defaultValue}
        aria-describedby={[describedBy, strengthId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          onChange?.(event);
        }}
      />
      <div className="gw-password-strength__bar">
        <meter
          className="gw-password-strength__meter"
          aria-label={meterLabel}
          aria-valuetext={text || undefined}
          min={0}
          max={PASSWORD_MAX_SCORE}
          value={password ? score : 0}
        />
        <span id={strengthId} className="gw-password-strength__label" aria-live="polite">
          {text}
        </span>
      </div>
    </div>
  );
}
