import { Suspense, useState, type ReactElement } from 'react';
import { captureEarlyInput, replayEarlyInput, type EarlyInput } from './early-input';

/** The first hydration while it runs: the boundaries that wait, and what was typed meanwhile. */
let slicing: { waiting: Promise<void>[]; early: EarlyInput } | null = null;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

function Gate({ turn, children }: { turn: Turn; children: ReactElement }) {
  if (!turn.done) throw turn.promise;
  return children;
}

/**
 * Hydrates its child, the one element `region` selects, in a task of its own during the first
 * hydration, and renders it at once ever after (server, client navigations). Preact keeps the
 * server's element while the boundary waits, so the page looks the same; the start-up work comes in
 * slices a phone's main thread answers between, instead of one long task.
 */
export function HydrateLater({ region, children }: { region: string; children: ReactElement }) {
  const [turn] = useState<Turn | null>(() => {
    if (!slicing) return null;
    const { early, waiting } = slicing;
    const turn: Turn = {
      done: false,
      promise: nextTask().then(() => {
        // Input typed while the region waited, read before its hydration resets it.
        const element = document.querySelector(region);
        if (element) captureEarlyInput(element, early);
        turn.done = true;
      }),
    };
    waiting.push(turn.promise);
    return turn;
  });
  if (!turn) return children;
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}

/**
 * Hydrates `container` with `hydrate`, HydrateLater boundaries in tasks of their own, and resolves
 * once all of it has, with what the visitor entered before handed to the screens.
 */
export async function hydrateInSlices(container: Element, hydrate: () => void): Promise<void> {
  // The page's modules have just been evaluated in this task: hydration starts in the next one.
  await nextTask();
  const early = captureEarlyInput(container);
  const waiting: Promise<void>[] = [];
  slicing = { waiting, early };
  try {
    hydrate();
  } finally {
    slicing = null;
  }
  await Promise.all(waiting);
  // Each boundary renders again in a microtask after its task; one more task and all are done.
  await nextTask();
  replayEarlyInput(early);
}
