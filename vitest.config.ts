import { defineConfig } from 'vitest/config';

// One project per workspace; `npm test` (scripts/test.mjs) runs them in the order that fails fastest.
export default defineConfig({
  test: {
    // Structured logs from passing tests are noise in CI; a failing test still shows its output.
    silent: 'passed-only',
    // Vitest runs (cores - 1) files at once by default: one on the 2-core machines. The functions
    // files mostly wait on DynamoDB Local (its own Java process) and local servers, so two at once
    // take about two thirds of the time (issue 16: the time-zone step went from 114 s to 78 s).
    // The browser project runs one file at a time regardless (web/vitest.e2e.config.ts).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'shared',
          include: ['src/**/*.test.ts'],
          // Pure functions, fast alone; but a file's first test also pays for loading the zone
          // data, which took over 5 s (Vitest's default) on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'functions',
          root: 'functions',
          include: ['src/**/*.test.ts', 'local/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
      { test: { name: 'infra', root: 'infra', include: ['test/**/*.test.ts'], testTimeout: 120_000 } },
      'web/vitest.e2e.config.ts',
    ],
  },
});
