/**
 * The whole app in one Node process (`npm start`, the browser tests): DynamoDB Local, the built web
 * app, the Lambda handlers behind an API Gateway-shaped adapter, and what AWS invokes the other
 * handlers with (the table's stream, alert schedules, send-alert's destination).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECURITY_HEADERS, SERVER_NOW_HEADER } from '@lienminder/shared';
import { environmentSecrets } from '#local/adapters/environment-secrets';
import { localClock } from '#local/adapters/movable-clock';
import type { LocalDynamoDb } from '#src/config';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import { assertAdminPasswordStrong } from '#src/twilio-secret';
import { answerClientError } from './client-errors';
import { newDatabaseKey, persistentDatabaseKey, persistentSessionSecret } from './data-dir-secrets';
import { shardDayPartitionsOnStart } from './day-shards';
import { devRoutesByDefault } from './dev-route-guard';
import { localDynamoDbClient, localDynamoDbEnvironment, startDynamoDbLocal } from './dynamodb-local';
import { type LocalEventSources, startLocalEventSources } from './event-sources';
import { findFreePort } from './free-port';
import { foldDeadlineItemsOnStart } from './legacy-deadline-items';
import { LEGACY_LOCAL_TABLE_NAME, moveLegacyTable } from './legacy-table';
import { indexPlanDaysOnStart } from './plan-days';
import { handleApiRequest, isApiRequest, preloadApiHandlers } from './router';
import { serveWebApp } from './static-files';
import { ensureTable } from './table';
import { turnTextsOnOnStart } from './texts-switch';

export const LOCAL_TABLE_NAME = 'lienminder-local';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist/', import.meta.url));

export interface LienMinderOptions {
  /** 0 picks a free port (tests). Default 3000. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1: the app is for this machine. */
  host?: string;
  /** Where the database, its key, the session key and the stream reader's positions live. Default ./.data */
  dataDir?: string;
  /**
   * Keep the database in memory (tests), under a new key each start; the session key is then not
   * kept either, unless dataDir is given.
   */
  inMemoryDatabase?: boolean;
  /** The address users (and Twilio/Stripe webhooks) reach the app at. Default http://localhost:<port> */
  publicUrl?: string;
  /**
   * Environment for the handlers (e.g. TWILIO_AUTH_TOKEN), applied before they load. A
   * SESSION_SECRET here replaces the generated one kept in the data directory.
   */
  env?: Record<string, string>;
  /** The built web app to serve. Default web/dist. */
  webRoot?: string;
  /**
   * Whether the dev routes (/api/dev/*) exist. Default: only when both the public URL and the
   * listening interface are loopback (DEV_ROUTES_ENABLED in `npm start`; docs/decisions/016).
   */
  devRoutes?: boolean;
  /**
   * The time the local clock runs on until `POST /api/dev/clock` moves it. Default the system's;
   * a test gives one that stands still, so its moves land exactly where it says (a move to 8:59:59
   * that takes two seconds of work must not fire the 9:00 alerts).
   */
  clock?: Clock;
}

export interface RunningLienMinder {
  url: string;
  port: number;
  /** DynamoDB Local's endpoint and the app's key, for tools and tests that inspect the data directly. */
  database: LocalDynamoDb;
  /** The DynamoDB Local java process, for memory figures. */
  javaPid: number;
  stop(): Promise<void>;
}

/** Where a data directory keeps its database, and the key that opens it (docs/decisions/016). */
export function dataDirDatabase(dataDir: string): { dbPath: string; accessKeyId: string } {
  return { dbPath: join(dataDir, 'dynamodb'), accessKeyId: persistentDatabaseKey(dataDir) };
}

let serverStarted = false;

export async function startLienMinder(options: LienMinderOptions = {}): Promise<RunningLienMinder> {
  // Checked before anything starts: a guessable admin password keeps the server down, as it
  // keeps a Lambda function down when read from the Twilio secret.
  const admin = { ...process.env, ...options.env };
  assertAdminPasswordStrong(environmentSecrets().name, {
    adminUsername: admin.ADMIN_USERNAME,
    adminPassword: admin.ADMIN_PASSWORD,
  });
  // Like a warm Lambda container, a loaded handler keeps the configuration it read (database
  // endpoint, public URL): a second server in the same process would silently use the first's.
  if (serverStarted) {
    throw new Error(
      'startLienMinder: this process already started a server; start each further server in its own process (see server-process.ts).',
    );
  }
  serverStarted = true;
  if (options.clock) localClock.runOn(options.clock);
  const dataDir = resolve(options.dataDir ?? '.data');

  // Listen first: the handlers' PUBLIC_URL needs the port, and requests wait until all is ready.
  const webApp = serveWebApp(options.webRoot ?? DEFAULT_WEB_ROOT);
  const ready = {} as { promise: Promise<void>; resolve: () => void; reject: (reason: unknown) => void };
  ready.promise = new Promise<void>((resolve, reject) => Object.assign(ready, { resolve, reject }));
  ready.promise.catch(() => {}); // a failed start is reported by startLienMinder's own rejection
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // CloudFront adds these to every answer, the app's and the API's alike; so does this server.
    // A handler's own header replaces the one set here (the unsubscribe page's Referrer-Policy);
    // CloudFront lets the answer's own Referrer-Policy win too (infra/lib/web.ts).
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const api = isApiRequest(request.method ?? 'GET', path);
    // The pages count days on the server's clock while a test or demo has moved it.
    if (api && localClock.isMoved()) response.setHeader(SERVER_NOW_HEADER, localClock.now().toISOString());
    const respond = ready.promise.then(() =>
      api ? handleApiRequest(request, response) : webApp(request, response),
    );
    respond.catch((error: unknown) => {
      console.error('Request failed:', error);
      if (!response.headersSent) {
        response.statusCode = 500;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ message: 'Internal Server Error' }));
      } else {
        response.destroy();
      }
    });
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => listening());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const publicUrl = options.publicUrl ?? url;
  const withDevRoutes =
    options.devRoutes ?? devRoutesByDefault({ publicUrl, host: options.host ?? '127.0.0.1' });
  const dynamoPort = await findFreePort();

  // Handlers read their configuration when first imported (a Lambda cold start): it must be in
  // place before they load. A throw-away database gets a throw-away key, and a throw-away session
  // key unless a data directory was asked for.
  const generateSessionSecret = () =>
    options.inMemoryDatabase && options.dataDir === undefined
      ? randomBytes(32).toString('base64url')
      : persistentSessionSecret(dataDir);
  const storage = options.inMemoryDatabase ? { accessKeyId: newDatabaseKey() } : dataDirDatabase(dataDir);
  const database: LocalDynamoDb = {
    endpoint: `http://127.0.0.1:${dynamoPort}`,
    accessKeyId: storage.accessKeyId,
  };
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  Object.assign(process.env, options.env, {
    RUNTIME: 'local',
    TABLE_NAME: LOCAL_TABLE_NAME,
    ...localDynamoDbEnvironment(database),
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: options.env?.SESSION_SECRET ?? generateSessionSecret(),
  });

  // Java's start and the handlers' imports take about a second each: overlap them.
  const [engineStart] = await Promise.allSettled([
    startDynamoDbLocal({ port: dynamoPort, ...storage }),
    preloadApiHandlers(),
  ]);
  if (engineStart.status === 'rejected') {
    ready.reject(engineStart.reason);
    server.close();
    server.closeAllConnections();
    throw engineStart.reason;
  }
  const engine = engineStart.value;

  let eventSources: LocalEventSources;
  const client = localDynamoDbClient(engine);
  try {
    await ensureTable(client, LOCAL_TABLE_NAME);
    const moved = await moveLegacyTable(client, { from: LEGACY_LOCAL_TABLE_NAME, to: LOCAL_TABLE_NAME });
    if (moved > 0)
      log.info("Moved the data of the product's former name into the current table", { items: moved });
    await foldDeadlineItemsOnStart(client, LOCAL_TABLE_NAME);
    await indexPlanDaysOnStart(client, LOCAL_TABLE_NAME);
    await shardDayPartitionsOnStart(client, LOCAL_TABLE_NAME);
    await turnTextsOnOnStart(client, LOCAL_TABLE_NAME);
    // GET /api/dev/outbox and POST /api/dev/clock come with them and exist locally only.
    eventSources = await startLocalEventSources({
      ...(withDevRoutes ? { devRoutes: { publicUrl: new URL(publicUrl) } } : {}),
      endpoint: engine.endpoint,
      accessKeyId: engine.accessKeyId,
      tableName: LOCAL_TABLE_NAME,
      // An in-memory stream starts empty on every start: there is no position to keep.
      streamCheckpointFile: options.inMemoryDatabase ? undefined : join(dataDir, 'stream-checkpoints.json'),
    });
  } catch (error) {
    ready.reject(error);
    server.close();
    server.closeAllConnections();
    await engine.stop();
    throw error;
  } finally {
    client.destroy();
  }
  ready.resolve();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await closed;
      await eventSources.stop();
      await engine.stop();
    })();
    return stopping;
  };

  return { url, port, database, javaPid: engine.javaPid, stop };
}
