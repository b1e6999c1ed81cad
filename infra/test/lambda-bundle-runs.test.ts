/**
 * The deployed bundle, run: the Health function built with the stack's esbuild settings (module
 * substitutions included: credentials from the environment, no event streams, no endpoint cache)
 * and imported by a fresh `node` the way Lambda loads it, checks CloudFront's origin header against
 * the secret it reads through the secrets extension (a stand-in), and answers a real DynamoDB read. A size
 * trim that broke the SDK at run time would pass every other test; this one would fail.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ORIGIN_VERIFY_HEADER } from '@lienminder/functions/origin-verify-header';
import { API_FUNCTIONS } from '@lienminder/functions/routes';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localDynamoDbClient, startDynamoDbLocal } from '../../functions/local/dynamodb-local';
import { ensureTable } from '../../functions/local/table';
import { LOCAL_DYNAMODB_REGION, localDynamoDbSettings } from '../../functions/src/config';
import {
  secretStringAnswer,
  useSecretsExtensionStandIn,
} from '../../functions/test/secrets-extension-stand-in';
import { esbuildBuildOptions } from '../lib/lambda-bundling';
import { handlerEntryFile, REPO_ROOT } from '../lib/paths';
import { must } from './synth';

const outdir = mkdtempSync(join(tmpdir(), 'lienminder-bundle-run-'));
const extension = useSecretsExtensionStandIn();
const ORIGIN_VERIFY_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerify-AbCdEf';
const ORIGIN_VERIFY_VALUE = 'origin-verify-value-for-the-bundle-run-0123456789';
let engine: Awaited<ReturnType<typeof startDynamoDbLocal>>;

beforeAll(async () => {
  engine = await startDynamoDbLocal();
  await ensureTable(localDynamoDbClient(engine), 'lienminder-bundle-run');
}, 60_000);

afterAll(async () => {
  await engine?.stop();
  rmSync(outdir, { recursive: true, force: true });
});

it('the bundled Health function reads the table through the bundled SDK', async () => {
  const health = must(
    API_FUNCTIONS.find((definition) => definition.name === 'Health'),
    'Health in the manifest',
  );
  const bundle = join(outdir, 'health.mjs');
  await build(esbuildBuildOptions(handlerEntryFile(health.entry), bundle));

  const event = {
    version: '2.0',
    routeKey: 'GET /api/health',
    rawPath: '/api/health',
    rawQueryString: '',
    headers: { [ORIGIN_VERIFY_HEADER]: ORIGIN_VERIFY_VALUE },
    requestContext: { http: { method: 'GET', path: '/api/health', sourceIp: '203.0.113.9' } },
    isBase64Encoded: false,
  };
  const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
    console.log(JSON.stringify(await handler(${JSON.stringify(event)}, {})));`;
  extension.answers.push(secretStringAnswer(ORIGIN_VERIFY_ARN, ORIGIN_VERIFY_VALUE));
  // Not spawnSync: the extension stand-in answers from this process meanwhile.
  const run = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      RUNTIME: 'aws',
      STAGE: 'test',
      TABLE_NAME: 'lienminder-bundle-run',
      PUBLIC_URL: 'https://lienminder.example',
      DEFAULT_TIME_ZONE: 'America/New_York',
      // The SDK's service-specific endpoint setting, so the AWS code path reaches DynamoDB Local.
      AWS_ENDPOINT_URL_DYNAMODB: engine.endpoint,
      // The engine keeps one database per key and region: the bundle reads with the engine's.
      AWS_REGION: LOCAL_DYNAMODB_REGION,
      AWS_ACCESS_KEY_ID: engine.accessKeyId,
      AWS_SECRET_ACCESS_KEY: 'bundletest',
      ORIGIN_VERIFY_SECRET_ARN: ORIGIN_VERIFY_ARN,
      AWS_SESSION_TOKEN: 'bundle-run-session-token',
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extension.port),
    },
  });
  expect(run.stderr).not.toMatch(/Error/);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
    statusCode: number;
    body: string;
  };
  expect(result.statusCode).toBe(200);
  expect(JSON.parse(result.body)).toEqual({ status: 'ok' });
  expect(extension.requests).toHaveLength(1);
}, 60_000);

it("the bundled client's rebuilt exception classes carry DynamoDB's refusals as the store reads them", async () => {
  const entry = join(outdir, 'refusals.mjs');
  writeFileSync(
    entry,
    `import { ConditionalCheckFailedException, DynamoDBClient, PutItemCommand, TransactionCanceledException, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
export async function refusals(settings, TableName) {
  const client = new DynamoDBClient(settings);
  const Item = { pk: { S: 'REFUSALS' }, sk: { S: 'ONE' } };
  await client.send(new PutItemCommand({ TableName, Item }));
  const refused = async (command) => client.send(command).then(() => null, (error) => error);
  const put = await refused(new PutItemCommand({ TableName, Item, ConditionExpression: 'attribute_not_exists(pk)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
  const transaction = await refused(new TransactWriteItemsCommand({ TransactItems: [{ Put: { TableName, Item, ConditionExpression: 'attribute_not_exists(pk)' } }] }));
  return {
    put: { conditional: put instanceof ConditionalCheckFailedException, name: put.name, fault: put.$fault, item: put.Item },
    transaction: { canceled: transaction instanceof TransactionCanceledException, name: transaction.name, reasons: transaction.CancellationReasons?.map((reason) => reason.Code) },
  };
}
`,
  );
  const bundle = join(outdir, 'refusals', 'index.mjs');
  await build({ ...esbuildBuildOptions(entry, bundle), nodePaths: [join(REPO_ROOT, 'node_modules')] });
  const { refusals } = (await import(pathToFileURL(bundle).href)) as {
    refusals: (settings: object, table: string) => Promise<unknown>;
  };
  expect(await refusals(localDynamoDbSettings(engine), 'lienminder-bundle-run')).toEqual({
    put: {
      conditional: true,
      name: 'ConditionalCheckFailedException',
      fault: 'client',
      item: { pk: { S: 'REFUSALS' }, sk: { S: 'ONE' } },
    },
    transaction: {
      canceled: true,
      name: 'TransactionCanceledException',
      reasons: ['ConditionalCheckFailed'],
    },
  });
}, 60_000);
