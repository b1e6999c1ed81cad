/**
 * `npm run bench`: runs every `*.bench.ts` beside this file, one after another (they measure the
 * same two cores), and prints what each measured. Benchmarks report figures; they never fail a build.
 * `npm run bench -- api` runs only the benchmarks whose file name contains "api".
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts') && file.includes(filter))
  .sort();

for (const file of benches) {
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`);
  const module = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<void> };
  await module.default();
}
