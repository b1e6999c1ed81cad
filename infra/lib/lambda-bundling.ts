import { fileURLToPath } from 'node:url';
import type { FunctionDefinition } from '@lienminder/functions/routes';
import type { BuildOptions } from 'esbuild';
import { sdkTrims } from './sdk-trims';

/**
 * How every Lambda bundle is built, in one place: the stack and the bundle benchmark both bundle
 * with `esbuildBuildOptions` through esbuild's API (the SDK trims are a plugin, which esbuild's
 * command line, and so NodejsFunction, cannot take), so the sizes the benchmark reports are the
 * sizes that get deployed.
 */
export const LAMBDA_BUNDLE = {
  /** Lambda runs Node.js 22 (see `LAMBDA_RUNTIME` in handler-function.ts). */
  target: 'node22',
  /** ESM: @middy/core 7 is ESM-only, and ESM lets esbuild drop unused exports. */
  format: 'esm',
  /** Some CommonJS dependencies call `require` for Node built-ins; an ESM bundle has to provide it. */
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  /** Prefer packages' ESM builds, which tree-shake. */
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  /** Stack traces map to file and line without shipping the sources (NODE_OPTIONS=--enable-source-maps). */
  sourcesContent: false,
  /** Module substitutions; absolute paths because esbuild resolves alias targets from its working directory. */
  alias: {
    '@aws-sdk/credential-provider-node': fileURLToPath(new URL('./lambda-credentials.ts', import.meta.url)),
    '@smithy/core/event-streams': fileURLToPath(new URL('./lambda-no-event-streams.ts', import.meta.url)),
    '@aws-sdk/endpoint-cache': fileURLToPath(new URL('./lambda-no-endpoint-cache.ts', import.meta.url)),
    '@aws/lambda-invoke-store': fileURLToPath(new URL('./lambda-no-invoke-store.ts', import.meta.url)),
  } as Record<string, string>,
} as const;

/** Which SDK trims a function takes: one whose Scheduler client retries adaptively keeps that strategy. */
export const trimsFor = (definition: FunctionDefinition) => ({
  keepAdaptiveRetry: definition.access.scheduler === true,
});

/**
 * A handler's bundle: what the stack deploys (handler-function.ts, through bundle-handler.ts) and
 * what the bundle benchmark measures (scripts/bench/lambda-bundles.bench.ts). `keepAdaptiveRetry`
 * for a function whose SDK client retries adaptively (sdk-trims.ts).
 */
export function esbuildBuildOptions(
  entryFile: string,
  outfile: string,
  options: { keepAdaptiveRetry: boolean } = { keepAdaptiveRetry: false },
): BuildOptions {
  return {
    entryPoints: [entryFile],
    outfile,
    bundle: true,
    platform: 'node',
    target: LAMBDA_BUNDLE.target,
    format: LAMBDA_BUNDLE.format,
    banner: { js: LAMBDA_BUNDLE.banner },
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    minify: LAMBDA_BUNDLE.minify,
    sourcemap: LAMBDA_BUNDLE.sourceMap,
    sourcesContent: LAMBDA_BUNDLE.sourcesContent,
    external: [],
    alias: LAMBDA_BUNDLE.alias,
    plugins: [sdkTrims(options)],
    metafile: true,
    logLevel: 'silent',
  };
}
