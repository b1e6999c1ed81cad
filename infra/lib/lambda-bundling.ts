import { fileURLToPath } from 'node:url';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda bundle is built, in one place: the stack (through NodejsFunction) and the bundle
 * benchmark (through esbuild's API) both derive their options from these settings, so the sizes the
 * benchmark reports are the sizes that get deployed.
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

/** NodejsFunction settings: local esbuild (no Docker), the AWS SDK clients bundled rather than the runtime's copy. */
export function nodejsBundling(): BundlingOptions {
  return {
    target: LAMBDA_BUNDLE.target,
    format: OutputFormat.ESM,
    banner: LAMBDA_BUNDLE.banner,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    minify: LAMBDA_BUNDLE.minify,
    sourceMap: LAMBDA_BUNDLE.sourceMap,
    sourcesContent: LAMBDA_BUNDLE.sourcesContent,
    // The runtime's SDK copy lags new API fields (Scheduler's ActionAfterCompletion): bundle our own.
    bundleAwsSDK: true,
    externalModules: [],
    esbuildArgs: {
      '--alias': Object.entries(LAMBDA_BUNDLE.alias).map(
        ([module, replacement]) => `${module}=${replacement}`,
      ),
    },
    forceDockerBundling: false,
  };
}

/** The same bundle through esbuild's API, for measuring (scripts/bench/lambda-bundles.bench.ts). */
export function esbuildBuildOptions(entryFile: string, outfile: string): BuildOptions {
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
    metafile: true,
    logLevel: 'silent',
  };
}
