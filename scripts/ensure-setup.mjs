// Runs before `npm start` and `npm test` (npm's pre-scripts): a fresh clone needs nothing but Node
// and npm, so this installs dependencies when node_modules is missing or older than the lock file,
// and checks the one system dependency npm cannot install (Java 17 for DynamoDB Local).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lock = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  // `npm install`, not `npm ci`: the registry these machines reach lacks some optional per-platform
  // binaries (Biome's for Android and Windows, say), which the lock file then cannot list, and
  // `npm ci` refuses such a lock. `npm install` keeps the locked versions and skips the absent ones.
  // --prefer-offline: a package already in npm's cache is taken from it without asking the
  // registry whether its metadata changed (the lock file pins every version anyway); no audit or
  // funding report, which a test run never reads and which cost a round trip each.
  console.log('Installing dependencies (npm install)…');
  const started = Date.now();
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  console.log(`  installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const major = Number(/version "(\d+)/.exec(java.stderr ?? '')?.[1] ?? 0);
if (java.error || major < 17) {
  console.error(
    'LienMinder needs Java 17+ for its embedded DynamoDB Local engine: install it with `apt-get install -y openjdk-17-jre-headless`.',
  );
  process.exit(1);
}

// The statutory forms' PDF tests read each PDF back with poppler-utils (pdftotext, pdftoppm) and
// check it with qpdf.
const missingTools = ['pdftotext', 'pdftoppm', 'qpdf'].filter(
  (tool) => spawnSync(tool, ['-v'], { stdio: 'ignore' }).error,
);
if (process.env.npm_lifecycle_event === 'pretest' && missingTools.length > 0) {
  console.error(
    `The PDF tests need ${missingTools.join(', ')}: install them with \`apt-get install -y poppler-utils qpdf\`.`,
  );
  process.exit(1);
}

if (
  process.env.npm_lifecycle_event === 'pretest' &&
  !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
) {
  console.error(
    "The browser tests need Debian's Chromium at /usr/bin/chromium (or CHROMIUM_PATH): install it with `apt-get install -y chromium`.",
  );
  process.exit(1);
}
