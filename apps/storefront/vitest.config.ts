import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactCompat } from './src/build/preact-compat';

export default defineConfig({
  plugins: [react(), preactCompat()],
  // Node's conditions alone pick react-router's CommonJS build, which Vite cannot alias; `module-sync`
  // picks its ESM build.
  resolve: { conditions: ['module-sync', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['module-sync', 'module', 'node', 'development|production'] } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The tests run on Preact as the build does: libraries that import React go through Vite's
    // aliases instead of being loaded by Node as they are.
    server: {
      deps: {
        inline: [/react-(router|redux|i18next)/, /@reduxjs\//, /@testing-library\/react/, /use-sync-external-store/],
      },
    },
    // Whole-app flows in jsdom take seconds on a busy machine; this is a hang guard, not a speed target.
    testTimeout: 15_000,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
