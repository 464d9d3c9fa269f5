import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactCompat } from './src/build/preact-compat';

export default defineConfig({
  plugins: [react(), preactCompat()],
  // Node's conditions and fields alone pick the CommonJS builds of react-router and Testing Library,
  // which Vite cannot alias; `module-sync` and `module` pick their ESM builds.
  resolve: {
    conditions: ['module-sync', 'module', 'node', 'development|production'],
    mainFields: ['module', 'main'],
  },
  ssr: {
    resolve: {
      conditions: ['module-sync', 'module', 'node', 'development|production'],
      mainFields: ['module', 'main'],
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The tests run on Preact as the build does: libraries that import React go through Vite's
    // aliases instead of being loaded by Node as they are.
    server: {
      deps: {
        inline: [
          /\/preact\//,
          /preact-render-to-string/,
          /react-(router|redux)/,
          /@tiptap\//,
          /@reduxjs\//,
          /@testing-library\/react/,
          /use-sync-external-store/,
        ],
      },
    },
    // Whole-app flows in jsdom take seconds on a busy machine; this is a hang guard, not a speed target.
    testTimeout: 15_000,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
