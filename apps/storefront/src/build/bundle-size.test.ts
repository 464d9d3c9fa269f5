// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_KB, initialJsGzipBytes, initialScripts, textChunksGzipBytes } from './bundle-size';

/** The client build `pnpm build` wrote (turbo builds before it tests). */
const CLIENT_DIST = fileURLToPath(new URL('../../dist/client', import.meta.url));

describe('initial JavaScript of the storefront', () => {
  it('follows the entry through its static imports only, never into lazy chunks', () => {
    const manifest = {
      'src/entry-client.tsx': {
        file: 'assets/entry.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['src/screens/shop/pages.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
      'src/screens/shop/pages.tsx': { file: 'assets/pages.js', imports: ['_shared.js'] },
    };
    expect(initialScripts(manifest).sort()).toEqual([
      'assets/entry.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  it(`stays within ${INITIAL_JS_BUDGET_KB} kB gzip, with the route screens, the admin overlay and the texts split off`, async () => {
    expect(existsSync(CLIENT_DIST), 'build the storefront first (pnpm build)').toBe(true);
    const { files, bytes } = await initialJsGzipBytes(CLIENT_DIST);
    expect(bytes / 1000).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
    const lazy = files.filter((file) => /\/(pages|AdminOverlay|texts-\w+)-/.test(file));
    expect(lazy).toEqual([]);
    // One chunk of texts per language, each a fraction of the entry's size.
    const texts = await textChunksGzipBytes(CLIENT_DIST);
    expect(Object.keys(texts).sort()).toEqual(['de', 'en']);
    expect(Math.max(...Object.values(texts)) / 1000).toBeLessThan(10);
  });
});
