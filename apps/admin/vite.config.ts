import { ADMIN_CENTER_URL } from '@gartenwerk/domain';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const sourcesOf = (packages: string[]): Alias[] =>
  packages.map((name) => ({
    find: new RegExp(`^@gartenwerk/${name}$`),
    replacement: fileURLToPath(new URL(`../../packages/${name}/src/index.ts`, import.meta.url)),
  }));

// The server serves dist/ under /admincenter with index.html as the fallback (docs/contracts.md).
export default defineConfig({
  base: `${ADMIN_CENTER_URL}/`,
  plugins: [react()],
  // The workspace packages from their sources, one module each (as in the storefront): a screen's
  // chunk takes the components it uses (the data table with TanStack Table goes with the lists),
  // where a package's single built module would put everything any screen uses into the entry.
  resolve: { alias: sourcesOf(['domain', 'ui', 'api-client']) },
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest maps each source module to its chunk: bench/admin-bundle.mjs reads it.
    manifest: true,
    rollupOptions: {
      output: {
        // A text chunk names its language and namespace or part (texts-de-admin-shell-…), the others
        // as Vite does.
        chunkFileNames: ({ facadeModuleId }) => {
          const [, language, namespace] =
            /\/i18n\/src\/locales\/(\w+)\/([\w/-]+)\.ts$/.exec(facadeModuleId ?? '') ?? [];
          return language
            ? `assets/texts-${language}-${namespace?.replace('/', '-')}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screens are driven keystroke by keystroke on a shared machine; a slow run is not a failure.
    testTimeout: 60_000,
    // Two workers use both cores of the CI machine (vitest's default there is one: cores minus one).
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
