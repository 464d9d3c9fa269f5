// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ClientManifest } from '../server/document';
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
    const manifest = JSON.parse(
      readFileSync(join(CLIENT_DIST, '.vite', 'manifest.json'), 'utf8'),
    ) as ClientManifest;
    const textFiles = Object.entries(manifest)
      .filter(([key]) => key.includes('/i18n/src/locales/'))
      .map(([, chunk]) => chunk.file);
    const lazy = files.filter((file) => /\/(pages|AdminOverlay)-/.test(file) || textFiles.includes(file));
    expect(lazy).toEqual([]);
    // One chunk of texts per language and namespace, the admin centre's and the mails' left out.
    const texts = await textChunksGzipBytes(CLIENT_DIST);
    expect(Object.keys(texts).sort()).toEqual(['de', 'en']);
    for (const namespaces of Object.values(texts)) {
      expect(Object.keys(namespaces).sort()).toEqual([
        'auth',
        'checkout',
        'common',
        'content',
        'legal',
        'newsletter',
        'shop',
      ]);
      // `content` (loaded on every page) carries the opening hours, the booking page, events and the
      // map since they came, and now the event sign-up; with the seasons and notify-me texts the
      // largest namespace measured 3.7 kB. Splitting the booking and event texts into a namespace of
      // their own would bring it back under 3 kB.
      expect(Math.max(...Object.values(namespaces)) / 1000).toBeLessThan(4);
    }
  });
});
