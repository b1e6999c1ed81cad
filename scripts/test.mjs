// `npm test`: every check, in the order that fails fastest, two at a time where that is safe. At the
// end one plain line sums the Vitest runs ("N passed, N failed") for CI's log reader.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'lienminder-test-'));
let passed = 0;
let failed = 0;
let run = 0;
/** Each step's wall time, in the order the steps ended, for the table at the end. */
const times = [];
const runStarted = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one command; resolves whether it exited 0. Its output streams through, or, for a step that
 * runs beside another (`quiet`), is held and printed in one block when it ends.
 */
function step(title, command, args, { quiet = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}${quiet ? ' (its output follows when it ends)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('error', (error) => console.error(`  ${title}: ${error.message}`)); // 'close' follows
    child.on('close', (status) => {
      const verdict = `${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`;
      times.push(`  ${seconds(started).padStart(6)} s  ${title}${status === 0 ? '' : ' (FAILED)'}`);
      if (quiet) process.stdout.write(`\n▼ ${title}\n${Buffer.concat(held).toString()}`);
      console.log(`  ${verdict}`);
      resolve(status === 0);
    });
  });
}

/** A Vitest run whose JSON report adds its counts to the final line. */
async function vitest(title, args, options) {
  const report = join(reportDir, `run-${++run}.json`);
  const ok = await step(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    options,
  );
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
  } catch {
    failed += 1; // the run died before writing its report
  }
  return ok;
}

/** Steps that run side by side; all of them run to the end, and all must pass. */
async function together(...runs) {
  return (await Promise.all(runs.map((runStep) => runStep()))).every(Boolean);
}

// After the lint and the repository checks, two lanes side by side, each stopping at its first
// failure, so that both cores work throughout. Measured on the 2-core machine, the typecheck uses
// one core, the web, infra and capacity tests, the fault-injection suite and the time-zone runs
// about one each, the shared and functions suites 1.2 (their files wait on DynamoDB Local and on
// servers) and the browser journeys a third of one (126 s of CPU in 372 s: they wait on Chromium
// and the server). So the journeys start as soon as the typecheck has passed, and the rest of lane
// one runs beside them on the core they leave: before, they ran last in lane one, alone with two
// thirds of a core idle for six minutes, and the last CI run took 606 s (lane one 547 s, lane two
// 578 s).
// - The typecheck, then the browser journeys beside the web, infra and capacity tests, the date
//   and time suites again far east and west (scripts/time-zone-tests.ts), and the local server's
//   suites (functions/local: each starts servers and DynamoDB Local engines of its own and waits
//   on them; one file at a time, 113 s of the last run's test time) with the API fuzz suite (28 s,
//   the longest functions file: lane two ended 78 s after lane one in the last quiet run).
// - The fault-injection suite (a project of its own: beside the functions files it starved their
//   timing-bound tests), then the shared suites and the rest of the functions suites.
// Each step starts once the one before it has passed; the transforms the earlier runs made are
// cached (vitest.config.ts), and most are the functions'. Every step but the journeys holds its
// output and prints it in one block when it ends.
// The functions project's files are split by folder (its `include` in vitest.config.ts): a folder
// added there needs its place here.
const LANE_ONE_FUNCTIONS_SUITES = ['functions/local/', 'functions/test/fuzz/'];
/** Every other folder and file of functions/test, so a new one runs without being listed. */
const FUNCTIONS_TEST_SUITES = readdirSync('functions/test', { withFileTypes: true })
  .filter((entry) => (entry.isDirectory() ? entry.name !== 'fuzz' : entry.name.endsWith('.test.ts')))
  .map((entry) => `functions/test/${entry.name}${entry.isDirectory() ? '/' : ''}`);
const SHARED_AND_FUNCTIONS_SUITES = ['shared/src/', 'functions/src/', ...FUNCTIONS_TEST_SUITES];
const steps = [
  () => step('lint (biome)', 'npx', ['biome', 'check', '.']),
  // Services import no store module, no import circles, a first run without warnings (scripts/*.test.ts).
  () => vitest('repository checks', ['--project', 'repository']),
  () =>
    together(
      async () =>
        (await step('typecheck', 'npm', ['run', '-s', 'typecheck'])) &&
        together(
          () => vitest('browser tests (Chromium)', ['--project', 'e2e']),
          async () =>
            (await vitest(
              'web, infra and capacity model unit tests',
              ['--project', 'web', '--project', 'infra', '--project', 'capacity'],
              { quiet: true },
            )) &&
            // Date bugs hide in the host time zone: the date and time suites again, far east and west.
            (await vitest(
              'date and time suites under TZ=Pacific/Kiritimati and TZ=America/Los_Angeles',
              ['--config', 'vitest.time-zones.config.ts'],
              { quiet: true },
            )) &&
            vitest(
              'local server and API fuzz suites (functions/local, functions/test/fuzz)',
              ['--project', 'functions', '--maxWorkers', '1', ...LANE_ONE_FUNCTIONS_SUITES],
              { quiet: true },
            ),
        ),
      async () =>
        (await vitest('fault-injection suite', ['--project', 'fault-injection'], { quiet: true })) &&
        vitest(
          'shared and functions unit and integration tests (but functions/local and the fuzz suite)',
          ['--project', 'shared', '--project', 'functions', ...SHARED_AND_FUNCTIONS_SUITES],
          { quiet: true },
        ),
    ),
];

let ok = true;
for (const runStep of steps) {
  if (!(await runStep())) {
    ok = false;
    break;
  }
}
// Where the time went: each step's wall time (steps side by side overlap), then the whole run's.
console.log(`\nStep times:\n${times.join('\n')}\n  ${seconds(runStarted).padStart(6)} s  in all`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
