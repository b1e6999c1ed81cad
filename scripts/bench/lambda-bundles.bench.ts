/**
 * Lambda bundle sizes and cold import times: each manifest entry (functions/src/routes.ts) bundled
 * with exactly the stack's esbuild settings (infra/lib/lambda-bundling.ts), then imported by a fresh
 * `node` process the way the Lambda runtime loads it. Target (decision 006): at most 300 KB minified per
 * function, except where a provider SDK (Stripe, Twilio) is unavoidable.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  ALERT_FUNCTIONS,
  API_FUNCTIONS,
  type FunctionDefinition,
  STREAM_FUNCTIONS,
} from '@lienminder/functions/routes';
import { build, type Metafile } from 'esbuild';
import { esbuildBuildOptions, trimsFor } from '../../infra/lib/lambda-bundling';
import { handlerEntryFile } from '../../infra/lib/paths';
import { record } from './report';

const BUDGET_BYTES = 300 * 1024;
const IMPORT_RUNS = 3;

/** Non-secret placeholders for what the stack sets, so configuration parsing at import cannot throw. */
const LAMBDA_LIKE_ENV = {
  RUNTIME: 'aws',
  STAGE: 'bench',
  TABLE_NAME: 'lienminder-bench',
  PUBLIC_URL: 'https://lienminder.example',
  DEFAULT_TIME_ZONE: 'America/New_York',
  SESSION_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:111111111111:secret:bench',
  ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:111111111111:secret:bench-origin',
  SCHEDULE_GROUP_NAME: 'lienminder-bench',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::111111111111:role/bench',
  SEND_ALERT_FUNCTION_ARN: 'arn:aws:lambda:us-east-1:111111111111:function:bench',
  ALERT_DLQ_ARN: 'arn:aws:sqs:us-east-1:111111111111:bench',
  SES_FROM_ADDRESS: 'alerts@lienminder.example',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The three packages (or source folders) that put the most bytes into the bundle. */
function largestInputs(metafile: Metafile): string {
  const output = Object.values(metafile.outputs).find((entry) => entry.entryPoint);
  const byPackage = new Map<string, number>();
  for (const [file, input] of Object.entries(output?.inputs ?? {})) {
    const packageName =
      file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? file.split('/').slice(0, 3).join('/');
    byPackage.set(packageName, (byPackage.get(packageName) ?? 0) + input.bytesInOutput);
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, bytes]) => `${name} ${Math.round(bytes / 1024)}K`)
    .join(', ');
}

/** Median time to import the bundle in a fresh process (module evaluation only, no invocation). */
function coldImportMs(bundle: string): number | string {
  const script = `const started = performance.now(); await import(${JSON.stringify(pathToFileURL(bundle).href)}); console.log(performance.now() - started);`;
  const times: number[] = [];
  for (let run = 0; run < IMPORT_RUNS; run++) {
    const result = spawnSync(
      process.execPath,
      ['--enable-source-maps', '--input-type=module', '-e', script],
      {
        env: { PATH: process.env.PATH, ...LAMBDA_LIKE_ENV },
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) return `import failed: ${result.stderr.trim().split('\n')[0]}`;
    times.push(Number(result.stdout.trim()));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export default async function lambdaBundles(): Promise<void> {
  const definitions: FunctionDefinition[] = [
    ...API_FUNCTIONS,
    ...Object.values(ALERT_FUNCTIONS),
    ...Object.values(STREAM_FUNCTIONS),
  ];
  const outdir = mkdtempSync(join(tmpdir(), 'lienminder-lambda-bench-'));
  const rows: Record<string, string>[] = [];
  try {
    for (const definition of definitions) {
      const outfile = join(outdir, definition.name, 'index.mjs');
      const result = await build(
        esbuildBuildOptions(handlerEntryFile(definition.entry), outfile, trimsFor(definition)),
      );
      const code = readFileSync(outfile);
      const importMs = coldImportMs(outfile);
      record('lambda bundles', definition.name, code.length / 1024, 'KB');
      if (typeof importMs === 'number') record('cold import', definition.name, importMs, 'ms');
      rows.push({
        function: definition.name,
        minified: kb(code.length),
        gzip: kb(gzipSync(code).length),
        budget: code.length <= BUDGET_BYTES ? 'ok' : 'OVER',
        'cold import': typeof importMs === 'number' ? `${importMs.toFixed(0)} ms` : importMs,
        'largest inputs': result.metafile ? largestInputs(result.metafile) : '',
      });
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
  console.log(
    `Lambda bundles (esbuild, stack settings; cold import = median of ${IMPORT_RUNS} fresh node ${process.version} processes)`,
  );
  console.table(rows);
}
