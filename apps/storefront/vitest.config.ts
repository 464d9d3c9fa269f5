import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Whole-app flows in jsdom take seconds on a busy machine; this is a hang guard, not a speed target.
    testTimeout: 60_000,
    // Two workers use both cores of the CI machine (vitest's default there is one: cores minus one).
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
