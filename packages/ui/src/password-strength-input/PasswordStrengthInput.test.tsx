import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrengthInput } from './PasswordStrengthInput';

afterEach(cleanup);

const GERMAN = {
  risky: 'riskant',
  guessable: 'erratbar',
  weak: 'schwach',
  safe: 'sicher',
  secure: 'sehr sicher',
};

function type(value: string) {
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value } });
}

describe('PasswordStrengthInput', () => {
  it('scores with the domain rule and shows the spec labels by default', () => {
    render(<PasswordStrengthInput label="Passwort" />);
    const meter = screen.getByRole('meter', { name: 'Passwortstärke' });
    expect(screen.getByLabelText('Passwort').getAttribute('type')).toBe('password');
    expect(meter.getAttribute('aria-valuetext')).toBeNull();

    const expected: Array<[string, number, string]> = [
      ['abcd', 0, 'risky'],
      ['abcdef', 0, 'risky'],
      ['abcdeF', 1, 'guessable'],
      ['abcdeF1', 2, 'weak'],
      ['abcdeF1!', 3, 'safe'],
      ['abcdeF1!xyz', 4, 'secure'],
    ];
    for (const [password, score, label] of expected) {
      type(password);
      expect(meter.getAttribute('value'), password).toBe(String(score));
      expect(meter.getAttribute('aria-valuetext'), password).toBe(label);
    }
  });

  it('names the strength in the given language and describes the field with it', () => {
    render(
      <PasswordStrengthInput id="pw" label="Passwort" strengthLabels={GERMAN} hint="Mindestens 8 Zeichen" />,
    );
    type('abcdeF1!');
    const input = screen.getByLabelText('Passwort');
    expect(input.getAttribute('aria-describedby')).toBe('pw-strength pw-hint');
    expect(document.getElementById('pw-strength')?.textContent).toBe('sicher');
  });

  it('follows a controlled value', () => {
    function Controlled() {
      const [password, setPassword] = useState('abcdeF1');
      return (
        <>
          <PasswordStrengthInput
            label="Passwort"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="button" onClick={() => setPassword('')}>
            leeren
          </button>
        </>
      );
    }
    render(<Controlled />);
    const meter = screen.getByRole('meter');
    expect(meter.getAttribute('aria-valuetext')).toBe('weak');
    fireEvent.click(screen.getByRole('button', { name: 'leeren' }));
    expect(meter.getAttribute('aria-valuetext')).toBeNull();
  });
});
