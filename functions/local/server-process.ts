/**
 * Runs `startLienMinder` in a child Node process. A process holds one server (loaded handlers keep
 * the configuration they read), so restart tests and benchmarks that want the server's own memory
 * and CPU start it here.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { LocalDynamoDb } from '#src/config';
import type { LienMinderOptions } from './server';

export interface LienMinderProcess {
  url: string;
  /** DynamoDB Local's endpoint and the app's key. */
  database: LocalDynamoDb;
  /** The server's Node process and DynamoDB Local's java process, for memory figures. */
  pid: number;
  javaPid: number;
  /** Milliseconds from the child's start to startLienMinder resolving. */
  listeningAfterMs: number;
  /** The server's V8 heap in use (bytes) right after a full garbage collection (`--expose-gc`). */
  heapUsedAfterGc(): Promise<number>;
  /** Stops the server (and java) the way Ctrl+C does, and waits for the process to end. */
  stop(): Promise<void>;
}

const serverModule = new URL('./server.ts', import.meta.url).href;

const CHILD_SCRIPT = `
const { startLienMinder } = await import(${JSON.stringify(serverModule)});
const app = await startLienMinder(JSON.parse(process.env.LIENMINDER_OPTIONS));
const ready = { url: app.url, database: app.database, javaPid: app.javaPid, listeningAfterMs: performance.now() };
console.log('LIENMINDER_READY ' + JSON.stringify(ready));
process.on('SIGTERM', () => app.stop().then(() => process.exit(0), () => process.exit(1)));
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  console.log('LIENMINDER_HEAP ' + process.memoryUsage().heapUsed);
});
`;

export function startLienMinderProcess(options: LienMinderOptions = {}): Promise<LienMinderProcess> {
  const child: ChildProcessByStdio<null, Readable, null> = spawn(
    process.execPath,
    ['--no-warnings', '--expose-gc', '--import', 'tsx', '--input-type=module', '--eval', CHILD_SCRIPT],
    {
      env: { ...process.env, LIENMINDER_OPTIONS: JSON.stringify({ port: 0, ...options }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  // Heap figures are asked for with SIGUSR2 and answered on stdout, one line each.
  const heapWaiters: ((bytes: number) => void)[] = [];
  let partialLine = '';
  const heapUsedAfterGc = () =>
    new Promise<number>((answered) => {
      heapWaiters.push(answered);
      child.kill('SIGUSR2');
    });

  return new Promise((resolve, reject) => {
    // Info logs go to stdout and are dropped; warnings and errors reach this terminal (stderr).
    let output: string | undefined = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (partialLine + chunk).split('\n');
      partialLine = lines.pop() ?? '';
      for (const line of lines) {
        const heap = /^LIENMINDER_HEAP (\d+)$/.exec(line)?.[1];
        if (heap !== undefined) heapWaiters.shift()?.(Number(heap));
      }
      if (output === undefined) return;
      output += chunk;
      const line = /^LIENMINDER_READY (.*)$/m.exec(output)?.[1];
      if (line !== undefined) {
        output = undefined;
        resolve({ ...JSON.parse(line), pid: child.pid ?? 0, heapUsedAfterGc, stop });
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`The LienMinder process exited with code ${code} while starting`)),
    );
  });
}
