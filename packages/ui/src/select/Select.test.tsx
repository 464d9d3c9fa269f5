import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

afterEach(cleanup);

const SIZES = [
  { value: '60-80', label: '60–80 cm' },
  { value: '80-100', label: '80–100 cm', disabled: true },
  { value: '100-125', label: '100–125 cm' },
];

describe('Select', () => {
  it('lists the placeholder first with an empty value, then the options in order', () => {
    render(<Select label="Größe" options={SIZES} placeholder="Bitte wählen" defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Größe' }) as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.text, option.disabled])).toEqual([
      ['', 'Bitte wählen', false],
      ['60-80', '60–80 cm', false],
      ['80-100', '80–100 cm', true],
      ['100-125', '100–125 cm', false],
    ]);
  });

  it('reports the chosen value and links hint and error', () => {
    const onChange = vi.fn();
    render(
      <Select
        id="size"
        label="Größe"
        options={SIZES}
        hint="Höhe ohne Topf"
        error="Nicht lieferbar"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Größe' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '100-125' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(select.value).toBe('100-125');
    expect(select.getAttribute('aria-describedby')).toBe('size-hint size-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
