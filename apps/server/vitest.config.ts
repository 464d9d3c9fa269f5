import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/database-snapshots.ts'],
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
    // Two cores, and every file opens PGlite plus a PostgreSQL database: one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
