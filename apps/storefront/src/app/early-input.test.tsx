import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyInput, replayEarlyInput } from './early-input';

/** Controlled fields of each kind, and what the component's state holds of them. */
function Form() {
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [country, setCountry] = useState('at');
  const [terms, setTerms] = useState(false);
  const [kind, setKind] = useState('person');
  return (
    <form>
      <input aria-label="code" value={code} onChange={(event) => setCode(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <select aria-label="country" value={country} onChange={(event) => setCountry(event.target.value)}>
        <option value="at">AT</option>
        <option value="de">DE</option>
      </select>
      <input
        type="checkbox"
        aria-label="terms"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
      {['person', 'company'].map((value) => (
        <input
          key={value}
          type="radio"
          name="kind"
          value={value}
          aria-label={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
      <output>{JSON.stringify({ code, note, country, terms, kind })}</output>
      <button type="submit" disabled={code === ''}>
        send
      </button>
    </form>
  );
}

const container = document.createElement('div');
afterEach(() => container.remove());

describe('captureEarlyInput', () => {
  it('hands what was entered in the server markup before hydration to the screen state', async () => {
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const field = <T extends Element>(label: string) =>
      container.querySelector<T & Element>(`[aria-label="${label}"]`)!;
    field<HTMLInputElement>('code').value = 'HERBST25';
    field<HTMLTextAreaElement>('note').value = 'Bitte vormittags';
    field<HTMLSelectElement>('country').value = 'de';
    field<HTMLInputElement>('terms').checked = true;
    field<HTMLInputElement>('company').checked = true;

    const early = captureEarlyInput(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    // Hydration alone keeps the typed text on screen but not in the state.
    expect(container.querySelector('button')!.disabled).toBe(true);

    await act(async () => replayEarlyInput(early));
    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      code: 'HERBST25',
      note: 'Bitte vormittags',
      country: 'de',
      terms: true,
      kind: 'company',
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('fires nothing for untouched fields', async () => {
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    let events = 0;
    container.addEventListener('input', () => events++);
    container.addEventListener('change', () => events++);
    replayEarlyInput(captureEarlyInput(container));
    expect(events).toBe(0);
  });
});
