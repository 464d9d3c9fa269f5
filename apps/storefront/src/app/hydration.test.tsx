import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationRegion, hydratePage, RootHydrated } from './hydration';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className={name} onClick={() => setCount(count + 1)}>
      {`${name} ${count}`}
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
      <HydrationRegion region=".later">
        <Counter name="later" />
      </HydrationRegion>
      <HydrationRegion region=".note">
        <Note />
      </HydrationRegion>
    </div>
  );
}

const container = document.createElement('div');
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  container.remove();
});

const button = (name: string) => container.querySelector<HTMLButtonElement>(`.${name}`)!;

describe('hydratePage', () => {
  it('resolves once every region has hydrated, with what was typed before handed to its screen', async () => {
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const markup = container.innerHTML;
    // Typed into the server's markup before the client started.
    container.querySelector('textarea')!.value = 'Bitte klingeln';

    await hydratePage(() => {
      root = hydrateRoot(
        container,
        <>
          <Page />
          <RootHydrated />
        </>,
      );
      expect(container.innerHTML).toBe(markup);
    });

    expect(container.querySelector('textarea')!.value).toBe('Bitte klingeln');
    expect(container.querySelector('output')!.textContent).toBe('Bitte klingeln');
    button('now').click();
    button('later').click();
    await expect
      .poll(() => [button('now').textContent, button('later').textContent])
      .toEqual(['now 1', 'later 1']);
    // Hydrated in place: no element was added or replaced.
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });

  it('hydrates a region first when it is clicked before its turn, and the click counts', async () => {
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);

    const hydrated = hydratePage(() => {
      root = hydrateRoot(
        container,
        <>
          <Page />
          <RootHydrated />
        </>,
      );
    });
    // Clicked before its turn: React hydrates the region at once and hands it the click.
    expect(button('later').textContent).toBe('later 0');
    button('later').click();
    await expect.poll(() => button('later').textContent).toBe('later 1');
    await hydrated;
    expect(button('later').textContent).toBe('later 1');
  });

  it('renders the regions at once outside the first hydration', () => {
    expect(renderToString(<Page />)).toContain('later 0');
  });
});
