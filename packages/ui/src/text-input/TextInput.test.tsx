import { createRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextInput } from './TextInput';

afterEach(cleanup);

describe('TextInput', () => {
  it('links hint, error and the caller’s own description with aria-describedby', () => {
    render(
      <>
        <p id="external">Pflichtfeld</p>
        <TextInput id="zip" label="PLZ" hint="4 Ziffern" error="Zu kurz" aria-describedby="external" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'PLZ' });
    expect(input.getAttribute('aria-describedby')).toBe('external zip-hint zip-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('zip-error')?.textContent).toBe('Zu kurz');
  });

  it('has no description and is not invalid without hint or error', () => {
    render(<TextInput label="Vorname" />);
    const input = screen.getByRole('textbox', { name: 'Vorname' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('type')).toBe('text');
  });

  it('passes every other input prop to the input', () => {
    render(<TextInput label="Menge" type="number" name="quantity" min={1} required readOnly value={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Menge' }) as HTMLInputElement;
    expect(input.name).toBe('quantity');
    expect(input.min).toBe('1');
    expect(input.required).toBe(true);
    expect(input.readOnly).toBe(true);
    expect(input.value).toBe('3');
  });
});

describe('TextInput required', () => {
  it('marks a required field on the input and shows the star class on its label only then', () => {
    render(
      <>
        <TextInput label="Straße" required />
        <TextInput label="Zusatz" />
      </>,
    );
    const street = screen.getByRole('textbox', { name: 'Straße' }) as HTMLInputElement;
    expect(street.required).toBe(true);
    // The label's own class stays as it was: apps match it in server-rendered HTML.
    expect(screen.getByText('Straße').className).toBe('gw-text-input__label');
    expect(screen.getByText('Straße').parentElement!.className).toBe('gw-text-input gw-text-input--required');
    expect(screen.getByText('Zusatz').parentElement!.className).toBe('gw-text-input');
    cleanup();
  });
});

describe('TextInput ref', () => {
  it('passes a ref through to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput label="Ort" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Ort' }));
    cleanup();
  });
});
