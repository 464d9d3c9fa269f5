import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('toggles from its label and sends its value with the form', () => {
    render(
      <form aria-label="Anmeldung">
        <Checkbox label="Newsletter" name="newsletter" value="ja" />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Newsletter' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Newsletter'));
    expect(box.checked).toBe(true);
    const data = new FormData(screen.getByRole('form', { name: 'Anmeldung' }) as HTMLFormElement);
    expect(data.get('newsletter')).toBe('ja');
  });

  it('is invalid and described by its error', () => {
    render(<Checkbox id="terms" label="AGB" error="Bitte akzeptieren" hint="Pflicht" />);
    const box = screen.getByRole('checkbox', { name: 'AGB' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('terms-hint terms-error');
    expect(document.getElementById('terms-error')?.textContent).toBe('Bitte akzeptieren');
  });
});
