// `npm test`: every check, in the order that fails fastest. Each step's output streams through; at
// the end one plain line sums the Vitest runs ("N passed, N failed") for CI's log reader.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'lienminder-test-'));
let passed = 0;
let failed = 0;
let run = 0;

function step(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function vitest(title, projects, env = {}) {
  const report = join(reportDir, `run-${++run}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const ok = step(
    title,
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
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

const steps = [
  () => step('lint (biome)', 'npx', ['biome', 'check', '.']),
  () => step('typecheck', 'npm', ['run', '-s', 'typecheck']),
  () => vitest('unit and integration tests', ['shared', 'functions', 'web', 'infra']),
  // Date bugs hide in the host time zone: the domain and server suites again, far east and west.
  () => vitest('tests under TZ=Pacific/Kiritimati', ['shared', 'functions'], { TZ: 'Pacific/Kiritimati' }),
  () => vitest('tests under TZ=America/Los_Angeles', ['shared', 'functions'], { TZ: 'America/Los_Angeles' }),
  () => vitest('browser tests (Chromium)', ['e2e']),
];

let ok = true;
for (const runStep of steps) {
  if (!runStep()) {
    ok = false;
    break;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
