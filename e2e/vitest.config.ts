import { configDefaults, defineConfig } from 'vitest/config';

/** What only PostgreSQL has: several server processes on one database. */
const ONLY_ON_POSTGRES = ['tests/several-processes.e2e.test.ts'];

/** The journeys that also run against PostgreSQL (the server's other database), not only PGlite. */
const ON_POSTGRES = [
  'tests/checkout.e2e.test.ts',
  'tests/checkout-refusals.e2e.test.ts',
  'tests/online-payment.e2e.test.ts',
  'tests/shop-paths.e2e.test.ts',
  'tests/newsletter-journey.e2e.test.ts',
  'tests/production-plan.e2e.test.ts',
  ...ONLY_ON_POSTGRES,
];

export default defineConfig({
  test: {
    // Each file starts its own server (data directory, database, port) and browser, so two files
    // can run side by side. Most of a file's time is its server's start (module loading, schema
    // compilation, PGlite), one busy JS thread: one file at a time left the second core idle.
    // Measured on the shared machine: four files one at a time spent 25-35 s between file starts
    // for 4-12 s of tests; a copied shop's start alone took 11-18 s of one core. The four files took
    // 125 s one at a time and 81 s two at a time (after the same seeding).
    maxWorkers: 2,
    // A worker runs file after file without a fresh start and module import each time: the
    // helpers keep no state of their own, and each file's server, browser and data are its own.
    isolate: false,
    // Each project seeds one shop first; every file's shop starts as a copy of it.
    globalSetup: ['tests/seeded-shop.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page waited for (a render after a query, Swagger UI's scripts) may take seconds on a loaded
    // two-core machine: expect.poll's default second is for unit tests.
    expect: { poll: { timeout: 15_000 } },
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['tests/**/*.e2e.test.ts'],
          exclude: [...configDefaults.exclude, ...ONLY_ON_POSTGRES],
          sequence: { groupOrder: 0 },
        },
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
