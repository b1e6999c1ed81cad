/**
 * Integration-test helpers: a fresh table on the run's DynamoDB Local (see ./global-setup), the
 * environment the handlers' config reads, `invoke`, which calls a handler with the same API
 * Gateway event the local server would build for that request, and `readTestTableStream`, which
 * runs the table's changes through the stream functions as Lambda's event sources do.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import {
  type ApiHandler,
  type ApiResult,
  type HttpRequestParts,
  invokeApiHandler,
  toApiGatewayEvent,
} from '#local/api-gateway-event';
import { newDatabaseKey } from '#local/data-dir-secrets';
import { localDynamoDbClient, localDynamoDbEnvironment } from '#local/dynamodb-local';
import { findRoute } from '#local/router';
import { loadStreamFunctions } from '#local/stream-functions';
import { ensureTable } from '#local/table';
import { openTableStream, type StreamConsumer, type TableStream } from '#local/table-stream';
import type { LocalDynamoDb } from '#src/config';

/** A table on the run's DynamoDB Local, with the engine's endpoint and the key of the table's database. */
export interface TestTable extends LocalDynamoDb {
  tableName: string;
  client: DynamoDBDocumentClient;
}

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/**
 * A new, empty table with the production layout, named uniquely, in a database of its own: DynamoDB
 * Local keeps one database per access key, and its every request costs more the more tables its
 * database holds (60 writes and their stream read: 0.24 s of the engine's CPU in a new database,
 * 1.35 s beside 400 tables, 0.07 s in a new database next to those). One shared database made a
 * file's tests several times slower late in a run than alone. Open the table with its own
 * `endpoint` and `accessKeyId`.
 */
export async function createTestTable(): Promise<TestTable> {
  const database: LocalDynamoDb = { ...inject('localDynamoDb'), accessKeyId: newDatabaseKey() };
  const tableName = `test-${randomUUID()}`;
  const dynamo = localDynamoDbClient(database);
  await ensureTable(dynamo, tableName);
  const client = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  return { tableName, ...database, client };
}

/** The app secret of every test environment: tests sign what the app signs with it (a deadline-done link). */
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-for-hs256';

/**
 * Points the handlers' configuration at a test table (a new one unless given). Call it before
 * importing a handler: handlers read their configuration when first imported, as on a cold start.
 */
export async function useTestEnvironment(table?: TestTable): Promise<TestTable> {
  const testTable = table ?? (await createTestTable());
  Object.assign(process.env, {
    RUNTIME: 'local',
    TABLE_NAME: testTable.tableName,
    ...localDynamoDbEnvironment(testTable),
    SESSION_SECRET: TEST_SESSION_SECRET,
    // A light proof of work (256 hashes on average) for tests that opt in many numbers; its
    // checks and the 16-bit default are tested in test/sms/opt-in-proof.test.ts and config.test.ts.
    SMS_OPT_IN_PROOF_BITS: '8',
    PUBLIC_URL: TEST_PUBLIC_URL,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  return testTable;
}

/**
 * The test table's stream, read as the local server reads it (local/table-stream.ts): the same
 * filters, batches, retries and order as Lambda's event sources in AWS. Nothing is read until you
 * call `drain()`, which hands every change so far to the consumers, including the changes their
 * own handlers write meanwhile (sync-alerts' alert items reach apply-schedules), and resolves with
 * how many records they finished with. Call `stop()` when done.
 *
 * The consumers default to the real stream functions of the routes manifest (sync-alerts,
 * apply-schedules); call this after `useTestEnvironment` (and `setAppForTests`, if used), since the
 * handlers read their configuration when first imported. Pass your own consumers to watch the
 * records. A failed batch is retried without the local server's wait.
 *
 *   const stream = await readTestTableStream(table);
 *   await invoke(createProject, { ... });
 *   await stream.drain(); // alert items planned, their schedules applied
 */
export async function readTestTableStream(
  table: Pick<TestTable, 'endpoint' | 'accessKeyId' | 'tableName'>,
  consumers?: StreamConsumer[],
): Promise<TableStream> {
  return openTableStream({
    endpoint: table.endpoint,
    accessKeyId: table.accessKeyId,
    tableName: table.tableName,
    consumers: consumers ?? (await loadStreamFunctions()),
    retryDelayMs: 0,
  });
}

export interface InvokeRequest {
  method: string;
  /** Path and optional query, e.g. `/api/projects/123?x=1`. */
  path: string;
  /** An object is sent as JSON; a string as it is (set content-type in headers). */
  body?: unknown;
  /** `name=value` pairs, as the browser would send them. */
  cookies?: string[];
  /** Lower-case names. `origin` defaults to the public URL on state-changing methods, as a browser sends it; pass `origin: undefined` to leave it out. */
  headers?: Record<string, string | undefined>;
  /** The caller's address as API Gateway reports it; 127.0.0.1 unless given. */
  sourceIp?: string;
}

export interface InvokeResult extends ApiResult {
  /** The body parsed as JSON. */
  json<T = unknown>(): T;
}

/** Calls a handler with the event API Gateway would build for this request. */
export async function invoke(handler: ApiHandler, request: InvokeRequest): Promise<InvokeResult> {
  const method = request.method.toUpperCase();
  const path = request.path.split('?')[0] ?? request.path;
  const lookup = findRoute(method, path);
  const route = lookup.found === 'route' ? lookup.route : { path, name: 'Test' };

  const isJson = request.body !== undefined && typeof request.body !== 'string';
  const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const headers: Record<string, string | undefined> = {
    host: new URL(TEST_PUBLIC_URL).host,
    'user-agent': 'vitest',
    ...(stateChanging ? { origin: process.env.PUBLIC_URL ?? TEST_PUBLIC_URL } : {}),
    ...(isJson ? { 'content-type': 'application/json' } : {}),
    ...(request.cookies?.length ? { cookie: request.cookies.join('; ') } : {}),
    ...request.headers,
  };
  const parts: HttpRequestParts = {
    method,
    url: request.path,
    headers,
    ...(request.sourceIp ? { sourceIp: request.sourceIp } : {}),
    ...(request.body === undefined
      ? {}
      : { body: Buffer.from(isJson ? JSON.stringify(request.body) : String(request.body), 'utf8') }),
  };
  const result = await invokeApiHandler(handler, route.name, toApiGatewayEvent(parts, route.path));
  return { ...result, json: <T>() => JSON.parse(result.body) as T };
}
