import { CART_MAX_AMOUNT } from '@gartenwerk/domain';
import { useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon';
import { parseQuantity, type QuantityError } from './quantity';

export interface QuantityMessages {
  whole: string;
  min: (min: number) => string;
  max: (max: number) => string;
}

/** The shop's texts for amounts (as in the i18n package's amountErrors). */
export const DEFAULT_QUANTITY_MESSAGES: QuantityMessages = {
  whole: 'Bitte geben Sie eine ganze Zahl ein.',
  min: (min) => `Die Menge muss mindestens ${min} sein.`,
  max: (max) => `Höchstens ${max} Stück.`,
};

export interface QuantityStepperProps {
  label: string;
  /** Show the label to screen readers only (e.g. in a cart line that names the product elsewhere). */
  hideLabel?: boolean;
  value: number;
  /** Called with every valid quantity, typed or stepped; never with a rejected one. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  messages?: QuantityMessages;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** The input's name, so the stepper also works in a form sent before the page is interactive. */
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A quantity field with − and + buttons. Typing is free; a whole number within min…max is taken
 * at once, anything else (0, negative, fractions, too many) gets a message at the field and
 * changes nothing. The buttons stay focusable at the limits (aria-disabled), so keyboard users
 * do not lose their place; arrow keys step too.
 */
export function QuantityStepper({
  label,
  hideLabel = false,
  value,
  onChange,
  min = 1,
  max = CART_MAX_AMOUNT,
  messages = DEFAULT_QUANTITY_MESSAGES,
  decreaseLabel = 'Menge verringern',
  increaseLabel = 'Menge erhöhen',
  name,
  id,
  disabled = false,
  className,
}: QuantityStepperProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(String(value));
  // At commit, so typing right after a change from outside never meets a stale text.
  useLayoutEffect(() => setText(String(value)), [value]);

  const parsed = parseQuantity(text, min, max);
  const error: QuantityError | null = 'error' in parsed ? parsed.error : null;
  const message =
    error === 'whole'
      ? messages.whole
      : error === 'min'
        ? messages.min(min)
        : error === 'max'
          ? messages.max(max)
          : null;
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && value < max;

  function commit(next: number) {
    const clamped = Math.min(max, Math.max(min, next));
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp' && canIncrease) {
      event.preventDefault();
      commit(value + 1);
    } else if (event.key === 'ArrowDown' && canDecrease) {
      event.preventDefault();
      commit(value - 1);
    }
  }

  return (
    <div className={classNames('gw-field', 'gw-stepper', className)}>
      <label className={hideLabel ? 'gw-visually-hidden' : 'gw-field__label'} htmlFor={inputId}>
        {label}
      </label>
      <div className={classNames('gw-stepper__box', error && 'gw-stepper__box--invalid')}>
        <button
          type="button"
          className="gw-stepper__button"
          aria-label={decreaseLabel}
          aria-controls={inputId}
          aria-disabled={!canDecrease || undefined}
          disabled={disabled}
          onClick={() => canDecrease && commit(value - 1)}
        >
          <Icon name="minus" />
        </button>
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          className="gw-stepper__input"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          value={text}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseQuantity(event.target.value, min, max);
            if ('quantity' in next && next.quantity !== value) onChange(next.quantity);
          }}
        />
        <button
          type="button"
          className="gw-stepper__button"
          aria-label={increaseLabel}
          aria-controls={inputId}
          aria-disabled={!canIncrease || undefined}
          disabled={disabled}
          onClick={() => canIncrease && commit(value + 1)}
        >
          <Icon name="plus" />
        </button>
      </div>
      {/* Always present, so the message is announced when it appears. */}
      <p id={errorId} className="gw-field__error gw-stepper__message" role="alert">
        {message && (
          <>
            <Icon name="alert" size="1.1em" />
            {message}
          </>
        )}
      </p>
    </div>
  );
}
