import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LAYOUT_NAMESPACES, preloadTexts, type StorefrontNamespace } from '../i18n/texts';

/**
 * Each area's screens (`src/screens/<area>/pages.tsx`), loaded on demand: one chunk per area, so the
 * first page load carries the layout and the screens of its own route only.
 */
const pageModules = import.meta.glob('../screens/*/pages.tsx');

/** Where an area's pages module lies, as the Vite manifest names it. */
export const pagesChunk = (area: string) => `src/screens/${area}/pages.tsx`;

/**
 * The text namespaces each area's screens show besides the layout's (what they and the components
 * they borrow from other areas pass to `useTranslation` or name in a key).
 */
export const AREA_NAMESPACES: Record<string, readonly StorefrontNamespace[]> = {
  account: ['auth', 'checkout', 'shop'],
  auth: ['auth', 'checkout'],
  cart: ['shop', 'checkout'],
  checkout: ['checkout', 'shop'],
  legal: ['legal', 'checkout'],
  newsletter: ['newsletter'],
  product: ['shop'],
  shop: ['shop'],
  site: ['content'],
  start: ['content', 'shop'],
};

/**
 * What a lazy route carries in its `handle`: the manifest key of its chunk and the text namespaces
 * its screens need, for preload tags and for loading both before hydration.
 */
export interface LazyPageHandle {
  chunk: string;
  namespaces: readonly StorefrontNamespace[];
  /** The page shows the visitor's own things (app/personal.ts). */
  personal?: boolean;
}

/**
 * The `lazy` and `handle` of a route whose screen lives in `screens/<area>/pages.tsx`. The loader
 * stays in the route itself (main bundle), so data and code load side by side. Give the pages
 * module's type for a checked `render`: `lazyPage<typeof ShopPages>('shop', (pages) => <pages.ShopPage />)`.
 */
export function lazyPage<Pages>(
  area: string,
  render: (pages: Pages) => ReactNode,
  own: { personal?: boolean } = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../screens/${area}/pages.tsx`];
  if (!load) throw new Error(`src/screens/${area}/pages.tsx does not exist`);
  const handle: LazyPageHandle = {
    chunk: pagesChunk(area),
    namespaces: AREA_NAMESPACES[area] ?? [],
    ...own,
  };
  return {
    handle,
    lazy: async () => {
      preloadTexts(handle.namespaces);
      return { element: render((await load()) as Pages) };
    },
  };
}

/** The manifest keys of the lazy chunks the matched routes need (server-side preload tags). */
export function matchedPageChunks(matches: readonly { route: { handle?: unknown } }[]): string[] {
  const chunks = matches
    .map((match) => (match.route.handle as Partial<LazyPageHandle> | undefined)?.chunk)
    .filter((chunk): chunk is string => typeof chunk === 'string');
  return [...new Set(chunks)];
}

/** The text namespaces the matched routes need, the layout's first. */
export function matchedNamespaces(
  matches: readonly { route: { handle?: unknown } }[],
): StorefrontNamespace[] {
  const namespaces = matches.flatMap(
    (match) => (match.route.handle as Partial<LazyPageHandle> | undefined)?.namespaces ?? [],
  );
  return [...new Set([...LAYOUT_NAMESPACES, ...namespaces])];
}

/**
 * Loads the lazy screens of the routes matching `location` before the router starts, so hydration
 * finds the same elements the server rendered (React Router's advice for lazy routes with SSR).
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
