import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const compatModule = (name: string) => fileURLToPath(new URL(`../compat/${name}`, import.meta.url));

/**
 * React's module names and what the storefront runs instead: Preact's compat layer, which keeps
 * React's API at a tenth of React DOM's size. Exact matches only, so `react-router-dom` stays itself.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React's shims are CommonJS requiring React itself; these are ESM on top of preact/compat.
  {
    find: /^use-sync-external-store(\/shim)?(\/index)?(\.js)?$/,
    replacement: compatModule('use-sync-external-store-shim.ts'),
  },
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: compatModule('use-sync-external-store-with-selector.ts'),
  },
];

/**
 * Runs the storefront on Preact: React's imports resolve to preact/compat, in the client build, the
 * SSR build and the unit tests. Only the storefront's Vite configs use it; the admin centre stays on React.
 */
export function preactCompat(): Plugin {
  return {
    name: 'gartenwerk-preact-compat',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: PREACT_ALIASES, dedupe: ['preact'] },
      // The SSR build bundles the React libraries so their `react` imports meet the aliases too.
      ssr: { noExternal: [/^react-(router|redux)/, /^@reduxjs\//, /^use-sync-external-store/] },
    }),
  };
}
