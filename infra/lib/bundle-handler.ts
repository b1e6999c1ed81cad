/**
 * Bundles one handler into a directory as the stack deploys it: `index.mjs` and its source map.
 * Run as its own process by handler-function.ts, because CDK asks for an asset's bundle
 * synchronously and esbuild takes plugins only in its asynchronous API.
 *   node --import tsx infra/lib/bundle-handler.ts <output dir> <entry file> [--keep-adaptive-retry]
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { esbuildBuildOptions } from './lambda-bundling';

const [outputDir, entryFile, ...flags] = process.argv.slice(2);
if (!entryFile || !outputDir) {
  throw new Error('usage: bundle-handler.ts <output dir> <entry file> [--keep-adaptive-retry]');
}
const result = await build({
  ...esbuildBuildOptions(entryFile, join(outputDir, 'index.mjs'), {
    keepAdaptiveRetry: flags.includes('--keep-adaptive-retry'),
  }),
  logLevel: 'error',
});
if (result.errors.length > 0) process.exit(1);
