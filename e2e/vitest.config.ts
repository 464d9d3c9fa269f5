import { defineConfig } from 'vitest/config';

/** The journeys that also run against PostgreSQL (the server's other database), not only PGlite. */
const ON_POSTGRES = [
  'tests/checkout.e2e.test.ts',
  'tests/checkout-refusals.e2e.test.ts',
  'tests/online-payment.e2e.test.ts',
  'tests/shop-paths.e2e.test.ts',
  'tests/newsletter-journey.e2e.test.ts',
  'tests/production-plan.e2e.test.ts',
];

export default defineConfig({
  test: {
    // Each file starts its own server and browser; one at a time fits a two-core machine.
    fileParallelism: false,
    // Each project seeds one shop first; every file's shop starts as a copy of it.
    globalSetup: ['tests/seeded-shop.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['tests/**/*.e2e.test.ts'], sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        // tests/server.ts gives each shop of these files a PostgreSQL database of its own.
        test: {
          name: 'postgres',
          include: ON_POSTGRES,
          env: { E2E_DATABASE: 'postgres' },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
