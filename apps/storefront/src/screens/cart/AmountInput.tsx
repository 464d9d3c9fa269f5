import { useId, useLayoutEffect, useState } from 'react';
import { CART_MAX_AMOUNT, parseAmount } from '@gartenwerk/domain';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * A line's amount: a whole number from 1 is saved as it is typed; 0, negative, fractional and too
 * large entries are answered with a message at the field and change nothing (the line has its own
 * remove button).
 */
export function AmountInput({
  amount,
  label,
  onChange,
}: {
  amount: number;
  label: string;
  onChange: (amount: number) => void;
}) {
  const { t } = useTranslation('shop');
  const errorId = useId();
  const [text, setText] = useState(String(amount));
  // Layout effect: the shown text follows a new amount at once, so typing right after never meets a stale reset.
  useLayoutEffect(() => setText(String(amount)), [amount]);
  const parsed = parseAmount(text);
  const error = 'error' in parsed ? t(`amountErrors.${parsed.error}`, { max: CART_MAX_AMOUNT }) : null;
  return (
    <span className="amount-input">
      <input
        type="number"
        min={1}
        max={CART_MAX_AMOUNT}
        step={1}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseAmount(event.target.value);
          if ('amount' in next && next.amount !== amount) onChange(next.amount);
        }}
      />
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
