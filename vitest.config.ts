import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/longest-first.ts';

/**
 * Four projects: `unit` (pure code and the sandbox, next to the code), `e2e` (the real commands
 * against real servers over HTTP), `servers` (the test servers' self-tests) and `contract` (the
 * per-area suites that `npm run contract` runs).
 */
export default defineConfig({
  test: {
    // One file more than there are cores (vitest's default, cores − 1, is one on 2 cores): part of an
    // e2e file's time is spent waiting on its servers (rate-limit windows, stalls, time budgets).
    // Whole `npm test` on 2 cores (stop 24): 2 workers 472 s, 3 workers 367.5 s, 4 workers 360.6 s
    // (653 s and 696 s of CPU: CPU-bound from 3 on, so no more than that).
    maxWorkers: availableParallelism() + 1,
    // The longest e2e files start first (measured), so no long one is left running alone at the end.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'generators/**/*.test.ts', 'fixtures/**/*.test.ts'],
          // A worker thread per file instead of a process: 61.5 s of CPU for the 98 files instead of
          // 71.7 s (measured), every file still in a module graph of its own.
          pool: 'threads',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/servers/**'],
          testTimeout: 180_000,
          hookTimeout: 170_000,
        },
      },
      {
        test: {
          name: 'servers',
          // Each test server's self-test: it starts its server in the test's process and sends it
          // requests, no run of the harness, no state kept between files. Files share their worker's
          // modules instead of loading them each: 92.2 s of CPU for the 17 files instead of 131.1 s
          // (measured, forks; threads: 96.5 s and 129.0 s). The e2e files stay isolated: some run
          // the harness in their process, and the run's clock counts from the process's start.
          include: ['tests/servers/**/*.test.ts'],
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 170_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['suites/**/*.contract.test.ts'],
          // The suites only read run.json: one worker, no isolation (10× faster than a fork per file).
          pool: 'threads',
          maxWorkers: 1,
          isolate: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
