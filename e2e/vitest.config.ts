import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    // Each file starts its own server and browser; one at a time fits a two-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
