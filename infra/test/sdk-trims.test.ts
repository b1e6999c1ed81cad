/**
 * The SDK modules the bundles leave out (infra/lib/sdk-trims.ts): each is replaced in a real bundle
 * as the stack builds it, kept where a client needs it (the Scheduler's adaptive retries), and its
 * stand-in refuses to be used. That the SDK still works with them is lambda-bundle-runs.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STREAM_FUNCTIONS } from '@lienminder/functions/routes';
import { build } from 'esbuild';
import { afterAll, expect, it } from 'vitest';
import { esbuildBuildOptions, trimsFor } from '../lib/lambda-bundling';
import { REPO_ROOT } from '../lib/paths';
import { bytesOf } from './bundle-inputs';

const outdir = mkdtempSync(join(tmpdir(), 'lienminder-sdk-trims-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const SHA256_JS = /checksum\/sha256\/Sha256Js\.js$/;
const ADAPTIVE = /util-retry\/(AdaptiveRetryStrategy|DefaultRateLimiter)\.js$/;
const CLIENT_PACKAGE = /client-dynamodb\/package\.json$/;

it('replaces the pure-JS SHA-256, the adaptive retry strategy and the client package file', async () => {
  for (const pattern of [SHA256_JS, ADAPTIVE, CLIENT_PACKAGE]) {
    const sizes = await bytesOf('CreateProject', pattern);
    expect(sizes.length, String(pattern)).toBeGreaterThan(0);
    // The originals weigh 2-3 KB each; a stand-in is one line.
    for (const size of sizes) expect(size, String(pattern)).toBeLessThan(200);
  }
}, 60_000);

it('keeps the adaptive retry strategy where the Scheduler client retries adaptively', async () => {
  expect(trimsFor(STREAM_FUNCTIONS.applySchedules).keepAdaptiveRetry).toBe(true);
  const sizes = await bytesOf('ApplySchedules', ADAPTIVE);
  expect(Math.max(...sizes)).toBeGreaterThan(500);
}, 60_000);

it('leaves stand-ins that refuse to be used, naming where they come from', async () => {
  const entry = join(outdir, 'uses-sha256-js.mjs');
  writeFileSync(
    entry,
    "import { Sha256Js } from '@smithy/core/checksum';\nexport const attempt = () => new Sha256Js();\n",
  );
  const bundle = join(outdir, 'uses-sha256-js', 'index.mjs');
  await build({ ...esbuildBuildOptions(entry, bundle), nodePaths: [join(REPO_ROOT, 'node_modules')] });
  const { attempt } = (await import(pathToFileURL(bundle).href)) as { attempt: () => unknown };
  expect(attempt).toThrow('Sha256Js is not bundled (infra/lib/sdk-trims.ts)');
}, 60_000);

const PARTITIONS = /util-endpoints\/lib\/aws\/partitions\.js$/;

it('keeps only the aws partition of the endpoint rules, and DynamoDB endpoints resolve as before', async () => {
  const [size] = await bytesOf('CreateProject', PARTITIONS);
  // The whole table is 4.7 KB minified; the aws partition's outputs, pattern and aws-global, 0.4 KB.
  expect(size).toBeLessThan(600);

  const entry = join(outdir, 'resolves-endpoints.mjs');
  writeFileSync(
    entry,
    [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      'export const resolve = (params) => new DynamoDBClient({ region: params.Region }).config.endpointProvider(params);',
    ].join('\n'),
  );
  const bundle = join(outdir, 'resolves-endpoints', 'index.mjs');
  await build({ ...esbuildBuildOptions(entry, bundle), nodePaths: [join(REPO_ROOT, 'node_modules')] });
  type Resolve = (params: Record<string, string | boolean>) => { url: URL };
  const trimmed = ((await import(pathToFileURL(bundle).href)) as { resolve: Resolve }).resolve;
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const untrimmed: Resolve = (params) =>
    new DynamoDBClient({ region: String(params.Region) }).config.endpointProvider(params);
  const cases: Record<string, string | boolean>[] = [
    { Region: 'us-east-1' },
    { Region: 'us-east-1', UseFIPS: true },
    { Region: 'us-east-1', UseDualStack: true },
    { Region: 'us-west-2' },
    { Region: 'local', Endpoint: 'http://127.0.0.1:8000' },
  ];
  for (const params of cases) {
    expect(trimmed(params).url.href, JSON.stringify(params)).toBe(untrimmed(params).url.href);
  }
  expect(trimmed({ Region: 'us-east-1' }).url.href).toBe('https://dynamodb.us-east-1.amazonaws.com/');
}, 60_000);

it("rebuilds the DynamoDB client's exception classes as the SDK generates them", async () => {
  const [size] = await bytesOf('CreateProject', /client-dynamodb\/dist-es\/models\/errors\.js$/);
  // The generated classes are 9.5 KB minified; from one factory, under 4.
  expect(size).toBeLessThan(4_200);

  const entry = join(outdir, 'dynamodb-errors.mjs');
  writeFileSync(entry, "export * from '@aws-sdk/client-dynamodb';\n");
  const bundle = join(outdir, 'dynamodb-errors', 'index.mjs');
  await build({ ...esbuildBuildOptions(entry, bundle), nodePaths: [join(REPO_ROOT, 'node_modules')] });
  type ErrorClass = (new (opts: object) => Error) & { shapeId?: string };
  const trimmed = (await import(pathToFileURL(bundle).href)) as Record<string, ErrorClass>;
  const real = (await import('@aws-sdk/client-dynamodb')) as unknown as Record<string, ErrorClass>;
  const base = real.DynamoDBServiceException as ErrorClass;
  const errorNames = Object.keys(real).filter(
    (name) => name !== 'DynamoDBServiceException' && real[name]?.prototype instanceof base,
  );
  expect(errorNames.length).toBeGreaterThan(30);
  const answer = {
    $metadata: { httpStatusCode: 400, requestId: 'request-1' },
    message: 'The conditional request failed',
    Message: 'Transaction cancelled',
    Item: { pk: { S: 'USER#1' } },
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    ThrottlingReasons: [{ reason: 'TableReadProvisionedThroughputExceeded' }],
    throttlingReasons: [{ reason: 'TableWriteProvisionedThroughputExceeded' }],
  };
  for (const name of errorNames) {
    const Trimmed = trimmed[name] as ErrorClass;
    const made = new Trimmed(answer);
    const expected = new (real[name] as ErrorClass)(answer);
    expect(made, name).toBeInstanceOf(Trimmed);
    expect(made, name).toBeInstanceOf(trimmed.DynamoDBServiceException as ErrorClass);
    expect(made, name).toBeInstanceOf(Error);
    expect(Trimmed.name).toBe(name);
    expect(Trimmed.shapeId).toBe(real[name]?.shapeId);
    expect({ ...made, name: made.name, message: made.message }, name).toEqual({
      ...expected,
      name: expected.name,
      message: expected.message,
    });
  }
}, 60_000);
