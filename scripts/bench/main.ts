/**
 * `npm run bench`: runs every `*.bench.ts` beside this file, one after another (they measure the
 * same two cores), and prints what each measured. Benchmarks report figures and fail nothing, except a
 * budget that is a target (web-bundles' routes): over it, the run still finishes, then exits 1.
 * `npm run bench -- api` runs only the benchmarks whose file name contains "api".
 * Afterwards the recorded figures go to bench/results/<timestamp>.json and print as one table;
 * `npm run bench -- compare a.json b.json` prints two (or more) such files side by side.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BenchReport, formatTable, recordedFigures } from './report';

const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, '..', '..', 'bench', 'results');

if (process.argv[2] === 'compare') {
  const files = process.argv.slice(3);
  if (files.length < 2) throw new Error('usage: npm run bench -- compare a.json b.json');
  const reports = files.map((file) => ({
    label: basename(file, '.json'),
    figures: (JSON.parse(readFileSync(file, 'utf8')) as BenchReport).figures,
  }));
  console.log(formatTable(reports));
  process.exit(0);
}

const filter = process.argv[2] ?? '';
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts') && file.includes(filter))
  .sort();
const startedAt = new Date().toISOString();

for (const file of benches) {
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`);
  const module = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<void> };
  await module.default();
}

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const report: BenchReport = {
  startedAt,
  commit,
  node: process.version,
  benches: benches.map((file) => file.replace('.bench.ts', '')),
  figures: recordedFigures(),
};
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `${startedAt.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n=== summary (${commit}, node ${process.version}) ===`);
console.log(formatTable([{ label: 'this run', figures: report.figures }]));
console.log(`\nFigures written to ${file}; compare two runs with: npm run bench -- compare a.json b.json`);
