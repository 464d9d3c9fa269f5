import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInSlices } from './hydrate-later';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className={name} onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Note() {
  const [note, setNote] = useState('');
  return (
    <section className="note">
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{note}</output>
    </section>
  );
}

function Page() {
  return (
    <div>
      <Counter name="now" />
      <HydrateLater region=".later">
        <Counter name="later" />
      </HydrateLater>
      <HydrateLater region=".note">
        <Note />
      </HydrateLater>
    </div>
  );
}

const container = document.createElement('div');
afterEach(() => container.remove());

describe('hydrateInSlices', () => {
  it('hydrates the HydrateLater parts in later tasks, keeping the server markup meanwhile', async () => {
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const markup = container.innerHTML;
    const button = (name: string) => container.querySelector<HTMLButtonElement>(`.${name}`)!;

    const hydrated = hydrateInSlices(container, () => {
      hydrateRoot(container, <Page />);
      expect(container.innerHTML).toBe(markup);
      button('now').click();
      button('later').click();
      // Typed while its part waits: the visitor's text reaches the state once the part hydrates.
      container.querySelector('textarea')!.value = 'Bitte klingeln';
    });
    // Outside act: Preact renders the resumed parts as in a browser, in a microtask after each task.
    await hydrated;
    await act(async () => undefined);

    expect(button('now').textContent).toBe('now 1');
    // The click before its part hydrated went nowhere, as on any server-rendered page.
    expect(button('later').textContent).toBe('later 0');
    button('later').click();
    await act(async () => undefined);
    expect(button('later').textContent).toBe('later 1');
    expect(container.querySelector('output')!.textContent).toBe('Bitte klingeln');
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });

  it('renders HydrateLater parts at once outside the first hydration', () => {
    expect(renderToString(<Page />)).toContain('later 0');
  });
});
