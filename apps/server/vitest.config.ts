import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The files that start the built server as processes and hold them to wall-clock limits (ready
 * within a minute, stopped within ten seconds): they run alone, after the others.
 */
const PROCESS_FILES = ['test/main.test.ts', 'test/sending-kill.test.ts', 'test/notify-kill.test.ts'];

// Limits for a busy machine (the e2e suite runs beside this one in CI), not waits.
const timeouts = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
    // Every file opens PGlite (in the worker's own JS thread) and PostgreSQL databases of its own,
    // copied from the run's snapshots, so files do not share state. One worker keeps one core busy;
    // two use both cores of the CI machine (vitest's default there is one: cores minus one).
    // Measured on the shared machine: five files took 388 s one at a time, 250 s two at a time,
    // for the same 81 s of CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PROCESS_FILES],
          globalSetup: ['test/database-snapshots.ts'],
          // The files of a worker share its modules: importing the server anew for every file took
          // 409 of the suite's 1,000 s. Nothing of a file's own lives in module state (its server,
          // databases and folders are its own); the few that fake the clock or stub SHOP_NOW undo it.
          isolate: false,
          ...timeouts,
        },
      },
      {
        test: {
          name: 'processes',
          include: PROCESS_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          ...timeouts,
        },
      },
    ],
  },
});
