import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

export const sharedProject = {
  test: {
    name: 'shared',
    root: 'shared',
    include: ['src/**/*.test.ts'],
    // Pure functions, fast alone; but a file's first test also pays for loading the zone
    // data, which took over 5 s (Vitest's default) on a loaded 2-core machine.
    testTimeout: 20_000,
  },
} satisfies TestProjectInlineConfiguration;

/** The alerts' fault-injection suite: 2,000 alerts through failing providers and crashes. */
const FAULT_INJECTION_SUITE = 'test/alerts/fault-injection.test.ts';

const functionsSettings = {
  root: 'functions',
  globalSetup: ['test/global-setup.ts'],
  // IAM's table check, which DynamoDB Local lacks: each function's requests against its grants.
  setupFiles: ['test/table-access-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // Powertools' Logger and Metrics print through the global console, which a test can watch and
  // Vitest keeps quiet for passing tests (in Lambda and `npm start` they write compact lines to
  // stdout themselves); the metrics stay on, as in AWS, which this mode would turn off.
  env: { POWERTOOLS_DEV: 'true', POWERTOOLS_METRICS_DISABLED: 'false' },
};

export const functionsProject = {
  test: {
    ...functionsSettings,
    name: 'functions',
    // `npm test` runs local/ and test/fuzz/ beside the browser journeys, and src/ and the rest of
    // test/ after the fault-injection suite (scripts/test.mjs): a folder added here needs its place
    // there too.
    include: ['src/**/*.test.ts', 'local/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, FAULT_INJECTION_SUITE],
  },
} satisfies TestProjectInlineConfiguration;

/**
 * A project of its own: its 24 invocations in flight keep both cores busy for about two minutes,
 * and beside it other files' timing-bound tests (stream polling, 120 sign-ins in a row) ran out of
 * time. `npm test` runs it first in a lane of its own, beside the typecheck and the web, infra and
 * capacity tests, which have no timing of their own (scripts/test.mjs).
 */
const faultInjectionProject = {
  test: { ...functionsSettings, name: 'fault-injection', include: [FAULT_INJECTION_SUITE] },
} satisfies TestProjectInlineConfiguration;

/** What every Vitest run of `npm test` shares (the time-zone runs too: vitest.time-zones.config.ts). */
export const RUN_SETTINGS = {
  // Structured logs from passing tests are noise in CI; a failing test still shows its output.
  silent: 'passed-only',
  // Vitest runs (cores - 1) files at once by default: one on the 2-core machines. The functions
  // files mostly wait on DynamoDB Local (its own Java process) and local servers, so two at once
  // take about two thirds of the time (the time-zone step went from 114 s to 78 s).
  // The browser project runs one file at a time regardless (web/vitest.e2e.config.ts).
  maxWorkers: 2,
  // Each run keeps the modules it transforms (node_modules/.experimental-vitest-cache, keyed by
  // their content), and the next run of `npm test` reuses them: the functions suites' files are
  // mostly transformed already by the fault-injection and time-zone runs before them. The shared
  // and functions suites alone on a quiet 2-core machine: 321 s with an empty cache (43 s of it
  // transforms), 236 s with a full one (10 s).
  experimental: { fsModuleCache: true },
} as const;

// One project per workspace; `npm test` (scripts/test.mjs) runs them in the order that fails fastest,
// and runs shared and functions again under two far-apart zones (vitest.time-zones.config.ts).
export default defineConfig({
  test: {
    ...RUN_SETTINGS,
    projects: [
      sharedProject,
      functionsProject,
      faultInjectionProject,
      'web/vitest.config.ts',
      { test: { name: 'infra', root: 'infra', include: ['test/**/*.test.ts'], testTimeout: 120_000 } },
      // Checks of the repository itself: the import rules (scripts/boundaries.test.ts) and a clean
      // first install and start (scripts/first-run.test.ts).
      { test: { name: 'repository', root: 'scripts', include: ['*.test.ts'], testTimeout: 60_000 } },
      // The capacity model's arithmetic (docs/capacity): pure, no setup.
      { test: { name: 'capacity', root: 'scripts', include: ['capacity/**/*.test.ts'] } },
      'web/vitest.e2e.config.ts',
    ],
  },
});
