import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup } from './RadioGroup';

afterEach(cleanup);

const PAYMENT = [
  { value: 'prepayment', label: 'Vorkasse' },
  { value: 'invoice', label: 'Rechnung', disabled: true },
  { value: 'cash', label: 'Barzahlung bei Abholung' },
];

function Controlled() {
  const [value, setValue] = useState('prepayment');
  return (
    <>
      <RadioGroup label="Zahlungsart" name="payment" options={PAYMENT} value={value} onChange={setValue} />
      <p>gewählt: {value}</p>
    </>
  );
}

describe('RadioGroup', () => {
  it('shares one name, follows the controlled value and skips disabled options', () => {
    render(<Controlled />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.name)).toEqual(['payment', 'payment', 'payment']);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(radios[1]!.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Barzahlung bei Abholung' }));
    expect(screen.getByText('gewählt: cash')).toBeTruthy();
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, true]);
  });

  it('is named by its legend and says when it is required', () => {
    render(<RadioGroup label="Anrede" required options={PAYMENT} />);
    const group = screen.getByRole('radiogroup', { name: 'Anrede' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.hasAttribute('aria-invalid')).toBe(false);
  });
});
