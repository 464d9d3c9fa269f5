import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { captureEarlyInput, replayEarlyInput, type EarlyInput } from './early-input';

/**
 * The first hydration while it runs: the regions on the page, those hydrated so far, whether the
 * root itself has, and what to call once all have.
 */
let first: {
  regions: Set<string>;
  hydrated: Set<string>;
  rootHydrated: boolean;
  resolve: () => void;
} | null = null;

function finishWhenDone() {
  if (!first?.rootHydrated || [...first.regions].some((region) => !first!.hydrated.has(region))) return;
  const { resolve } = first;
  first = null;
  resolve();
}

/** Inside a region's boundary: hydrates with the region and hands it what was typed meanwhile. */
function RegionMark({ region }: { region: string }) {
  // Rendered as the region starts hydrating, before React takes its fields over: the input so far.
  const [early] = useState<EarlyInput | null>(() => {
    const element = first && document.querySelector(region);
    return element ? captureEarlyInput(element) : null;
  });
  useEffect(() => {
    if (!first || !early) return;
    // Also what was typed while the region hydrated (React keeps it on screen, not in the state).
    const element = document.querySelector(region);
    if (element) captureEarlyInput(element, early);
    replayEarlyInput(early);
    early.clear();
    first.hydrated.add(region);
    finishWhenDone();
  }, [early, region]);
  return null;
}

/**
 * A part of the page (header, main, footer) that hydrates on its own: a Suspense boundary, which
 * React's selective hydration hydrates after the page's frame, in slices that yield to input, and
 * first where the visitor clicks or types. `region` selects its element in the server's markup.
 */
export function HydrationRegion({ region, children }: { region: string; children: ReactNode }) {
  useState(() => first?.regions.add(region));
  return (
    <Suspense fallback={null}>
      <RegionMark region={region} />
      {children}
    </Suspense>
  );
}

/** Beside the app: marks the root's own hydration, once every region on the page has registered. */
export function RootHydrated() {
  useEffect(() => {
    if (!first) return;
    first.rootHydrated = true;
    finishWhenDone();
  }, []);
  return null;
}

/**
 * Runs `hydrate` (a `hydrateRoot` of an app with `RootHydrated` in it) and resolves once the root and
 * every HydrationRegion have hydrated, each region with the input typed before it did handed to its
 * screens.
 */
export function hydratePage(hydrate: () => void): Promise<void> {
  return new Promise((resolve) => {
    first = { regions: new Set(), hydrated: new Set(), rootHydrated: false, resolve };
    hydrate();
  });
}
