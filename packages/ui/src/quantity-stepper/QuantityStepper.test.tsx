import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseQuantity } from './quantity';
import { QuantityStepper } from './QuantityStepper';

afterEach(cleanup);

describe('parseQuantity', () => {
  it('takes whole numbers within the limits, with spaces around', () => {
    expect(parseQuantity(' 3 ', 1, 10)).toEqual({ quantity: 3 });
    expect(parseQuantity('1', 1, 10)).toEqual({ quantity: 1 });
    expect(parseQuantity('10', 1, 10)).toEqual({ quantity: 10 });
  });

  it('answers 0 and negative numbers with min, fractions and words with whole, too many with max', () => {
    expect(parseQuantity('0', 1, 10)).toEqual({ error: 'min' });
    expect(parseQuantity('-2', 1, 10)).toEqual({ error: 'min' });
    expect(parseQuantity('2,5', 1, 10)).toEqual({ error: 'whole' });
    expect(parseQuantity('1.5', 1, 10)).toEqual({ error: 'whole' });
    expect(parseQuantity('', 1, 10)).toEqual({ error: 'whole' });
    expect(parseQuantity('zwei', 1, 10)).toEqual({ error: 'whole' });
    expect(parseQuantity('11', 1, 10)).toEqual({ error: 'max' });
  });
});

function Stepper({ onChange, initial = 2 }: { onChange: (value: number) => void; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Menge"
      value={value}
      min={1}
      max={5}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps with − and + and stops at the limits without losing the button', () => {
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} initial={4} />);
    const input = screen.getByRole('spinbutton', { name: 'Menge' }) as HTMLInputElement;
    const plus = screen.getByRole('button', { name: 'Menge erhöhen' });
    fireEvent.click(plus);
    expect(input.value).toBe('5');
    expect(input.getAttribute('aria-valuenow')).toBe('5');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    expect(onChange.mock.calls).toEqual([[5]]);
    fireEvent.click(screen.getByRole('button', { name: 'Menge verringern' }));
    expect(onChange.mock.calls).toEqual([[5], [4]]);
    expect(plus.hasAttribute('aria-disabled')).toBe(false);
  });

  it('takes a typed whole number at once', () => {
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Menge' }), { target: { value: '3' } });
    expect(onChange.mock.calls).toEqual([[3]]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it.each([
    ['0', 'Die Menge muss mindestens 1 sein.'],
    ['-1', 'Die Menge muss mindestens 1 sein.'],
    ['1,5', 'Bitte geben Sie eine ganze Zahl ein.'],
    ['6', 'Höchstens 5 Stück.'],
  ])('answers %s with “%s” and changes nothing', (typed, message) => {
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Menge' });
    fireEvent.change(input, { target: { value: typed } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('steps from the last valid amount after a rejected entry', () => {
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} initial={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Menge' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(onChange.mock.calls).toEqual([[4]]);
    expect(input.value).toBe('4');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('steps with the arrow keys', () => {
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} initial={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Menge' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(onChange.mock.calls).toEqual([[3], [2], [1]]);
  });
});
