import { useLayoutEffect, useState } from 'react';
import { CART_MAX_AMOUNT } from '@gartenwerk/domain';

/**
 * A line's amount: a positive number is saved as it is typed; an empty field waits for the blur,
 * where 0 or nothing takes the line out.
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
  const [text, setText] = useState(String(amount));
  // Layout effect: the shown text follows a new amount at once, so typing right after never meets a stale reset.
  useLayoutEffect(() => setText(String(amount)), [amount]);
  const parse = (value: string) => Math.min(CART_MAX_AMOUNT, Math.max(0, Math.floor(Number(value)) || 0));
  return (
    <input
      type="number"
      min={0}
      max={CART_MAX_AMOUNT}
      aria-label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = parse(event.target.value);
        if (next > 0 && next !== amount) onChange(next);
      }}
      onBlur={() => {
        if (parse(text) !== amount) onChange(parse(text));
      }}
    />
  );
}
