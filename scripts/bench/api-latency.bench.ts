/**
 * The dashboard's cost against the account's size, on the local runtime as `npm start`
 * runs it: (a) a Free account with one project and (b) a Gold account at its limit, 50 projects each
 * with a year of 15-day reminders. For each, side by side: GET /api/dashboard and the raw Query of
 * the same user partition, at 1 and at 20 connections (p50, p99, requests/s), the items the
 * dashboard reads and its body raw, gzip and brotli. Also project create and update times for the
 * Gold projects (on a server at rest and back to back), the time from process start to a healthy
 * API, and resident memory.
 *
 * The server runs in its own process (as under `npm start`), so the load generator's work and
 * memory are not counted against it; both share this machine's cores.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { addDays, nameDeadlines, type ProjectSavedResponse, todayIn } from '@lienminder/shared';
import { localDynamoDbClient } from '../../functions/local/dynamodb-local';
import { LOCAL_TABLE_NAME } from '../../functions/local/server';
import { signUp } from '../../functions/local/server-account';
import { startLienMinderProcess } from '../../functions/local/server-process';
import { dynamoUserStore } from '../../functions/src/store/users';
import { goldProjectBody, type LoadResult, ms, percentile, runLoad, summary } from './load';
import { record } from './report';

const GOLD_PROJECTS = 50;
const SEQUENTIAL_REQUESTS = 300;
const CONCURRENT_REQUESTS = 2_000;
const CONNECTIONS = 20;
/** The many-connections row of the summary table: as many requests, 100 loops. */
const MANY_CONNECTIONS = 100;
const UPDATES = 20;
const WARM_UP_SAVES = 5;
/** Saves timed on a server at rest, each after the alert work behind the one before has finished. */
const SAVES_AT_REST = 10;
/**
 * Longer than the alert work behind one Gold project's save takes locally: the stream reader, idle,
 * polls every 2 s at the most (local/table-stream.ts), and the work itself took 0.5-1.5 s here.
 */
const ALERT_WORK_SETTLES_MS = 4_000;

function residentMegabytes(pid: number): string {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kib === undefined ? '?' : `${Math.round(Number(kib) / 1024)} MB`;
}

/** CPU time (user + system) a process has used, in ms (Linux's /proc: clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until DynamoDB Local has used under 5% of a core for a whole second: the alert work behind
 * the saves (SyncAlerts, ApplySchedules: about 30 items for each Gold project) goes on for a while
 * after the last save, and would slow whichever dashboard is measured first. Resolves with the wait.
 */
async function waitUntilEngineIdle(javaPid: number): Promise<number> {
  const started = performance.now();
  for (let used = Number.POSITIVE_INFINITY; used >= 50 && performance.now() - started < 180_000; ) {
    const before = cpuMs(javaPid);
    await sleep(1_000);
    used = cpuMs(javaPid) - before;
  }
  return performance.now() - started;
}

async function waitUntilHealthy(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

async function send(
  url: string,
  path: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  // State-changing requests must come from the app's own origin (docs/architecture.md section 5).
  if (init.method !== undefined && init.method !== 'GET') headers.set('origin', url);
  return fetch(`${url}${path}`, { ...init, headers });
}

/** A bench account, signed up through the API as the web app does. */
function registerUser(url: string, name: string) {
  return signUp(url, {
    email: `bench-${name}-${Date.now()}@lienminder.example`,
    password: 'Passw0rd!',
    firstName: 'Bench',
    lastName: 'Marker',
    phone: '(305) 555-0142',
  });
}

/** Plans are bought through Stripe; the bench writes the tier the webhook would have written. */
async function upgradeToGold(client: DynamoDBDocumentClient, userId: string): Promise<void> {
  await dynamoUserStore(client, LOCAL_TABLE_NAME).setTier(userId, 'gold');
}

async function saveProject(
  url: string,
  cookie: string,
  body: unknown,
  id?: string,
): Promise<ProjectSavedResponse> {
  const response = await send(url, id ? `/api/projects/${id}` : '/api/projects', {
    method: id ? 'PUT' : 'POST',
    cookie,
    body: JSON.stringify(body),
  });
  if (response.status !== (id ? 200 : 201))
    throw new Error(`Project save answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ProjectSavedResponse;
}

/** The dashboard body's size as sent under one Accept-Encoding (fetch would hide it by decoding). */
function bodyBytes(url: string, cookie: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(
      `${url}/api/dashboard`,
      { headers: { cookie, 'accept-encoding': acceptEncoding } },
      (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        response.on('end', () => resolve(size));
      },
    ).on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Account {
  label: string;
  /** The account's name in the summary table. */
  short: string;
  userId: string;
  cookie: string;
}

async function measureAccount(url: string, client: DynamoDBDocumentClient, account: Account) {
  const partitionQuery: QueryCommandInput = {
    TableName: LOCAL_TABLE_NAME,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `USER#${account.userId}` },
  };
  // The dashboard's own read after a change (store/projects.ts): the partition's project items.
  // While they are unchanged it reads none of them (docs/decisions/017).
  const dashboardQuery: QueryCommandInput = {
    ...partitionQuery,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${account.userId}`, ':prefix': 'PROJECT#' },
  };
  const itemsRead = (await client.send(new QueryCommand(dashboardQuery))).ScannedCount ?? 0;
  const partitionItems = (await client.send(new QueryCommand(partitionQuery))).ScannedCount ?? 0;
  const dashboard = async () => {
    const response = await send(url, '/api/dashboard', {
      cookie: account.cookie,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`Dashboard answered ${response.status}`);
  };
  const rawQuery = async () => {
    await client.send(new QueryCommand(partitionQuery));
  };
  // Untimed, with as many connections as the busiest row: the sockets that row needs are open
  // before anything is timed (the first account measured otherwise paid for opening them).
  await runLoad(MANY_CONNECTIONS, 2 * MANY_CONNECTIONS, dashboard);
  await runLoad(MANY_CONNECTIONS, 2 * MANY_CONNECTIONS, rawQuery);
  const results: Record<string, LoadResult> = {
    'dashboard, 1 connection': await runLoad(1, SEQUENTIAL_REQUESTS, dashboard),
    'raw Query, 1 connection': await runLoad(1, SEQUENTIAL_REQUESTS, rawQuery),
    [`dashboard, ${CONNECTIONS} connections`]: await runLoad(CONNECTIONS, CONCURRENT_REQUESTS, dashboard),
    [`raw Query, ${CONNECTIONS} connections`]: await runLoad(CONNECTIONS, CONCURRENT_REQUESTS, rawQuery),
    [`dashboard, ${MANY_CONNECTIONS} connections`]: await runLoad(
      MANY_CONNECTIONS,
      CONCURRENT_REQUESTS,
      dashboard,
    ),
    [`raw Query, ${MANY_CONNECTIONS} connections`]: await runLoad(
      MANY_CONNECTIONS,
      CONCURRENT_REQUESTS,
      rawQuery,
    ),
  };
  for (const [name, result] of Object.entries(results)) {
    const figure = `${account.short} ${name.replace(' connections', ' conn').replace(' connection', ' conn')}`;
    record('api latency', `${figure} p50`, percentile(result.latencies, 0.5), 'ms');
    record('api latency', `${figure} p99`, percentile(result.latencies, 0.99), 'ms');
    record('api latency', `${figure} throughput`, result.requestsPerSecond, 'req/s');
  }
  const [raw, gzip, brotli] = await Promise.all(
    ['identity', 'gzip', 'br'].map((encoding) => bodyBytes(url, account.cookie, encoding)),
  );
  console.log(`\n${account.label}`);
  console.log(
    `  items read: dashboard ${itemsRead} after a change, none while unchanged (raw Query of the partition: ${partitionItems}); ` +
      `dashboard body ${kb(raw ?? 0)} raw, ${kb(gzip ?? 0)} gzip, ${kb(brotli ?? 0)} brotli`,
  );
  for (const [name, result] of Object.entries(results))
    console.log(`  ${name.padEnd(28)} ${summary(result)}`);
  return results;
}

export default async function apiLatency(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lienminder-bench-'));
  const spawnedAt = performance.now();
  const server = await startLienMinderProcess({ dataDir });
  const client = DynamoDBDocumentClient.from(localDynamoDbClient(server.database));
  try {
    await waitUntilHealthy(server.url);
    const startSeconds = (performance.now() - spawnedAt) / 1000;
    console.log(
      `start to healthy (process spawn -> GET /api/health 200): ${startSeconds.toFixed(2)} s ` +
        `(listening with the database ready after ${(server.listeningAfterMs / 1000).toFixed(2)} s of the server process)`,
    );
    await sleep(1_000);
    console.log(
      `memory at rest: node ${residentMegabytes(server.pid)}, DynamoDB Local (java) ${residentMegabytes(server.javaPid)}`,
    );

    const today = todayIn('America/New_York', new Date());
    const free = await registerUser(server.url, 'free');
    await saveProject(server.url, free.cookie, {
      name: 'Oak Elementary renovation',
      address: '5 Oak Street, Tampa, FL 33602',
      generalContractor: 'Gulf Coast Construction',
      propertyOwner: 'Hillsborough Schools',
      firstFurnishingDate: addDays(today, -20),
      lastFurnishingDate: addDays(today, -5),
    });

    // Untimed saves on an account of their own first, so that no timed save pays for code the
    // server has not run yet.
    const warmUp = await registerUser(server.url, 'warm-up');
    await upgradeToGold(client, warmUp.userId);
    for (let index = 1; index <= WARM_UP_SAVES; index += 1) {
      const { project } = await saveProject(server.url, warmUp.cookie, goldProjectBody(index, today));
      await saveProject(server.url, warmUp.cookie, goldProjectBody(index + 1, today), project.id);
    }

    const gold = await registerUser(server.url, 'gold');
    await upgradeToGold(client, gold.userId);
    // A save is timed twice over (against the create/update target): on a server at rest, the
    // alert work behind the previous save (SyncAlerts, ApplySchedules: about 30 alert and schedule
    // items for a project with 15-day reminders) done; and back to back, each save queued behind
    // that work in DynamoDB Local. The first projects are saved and edited at rest.
    const saved: ProjectSavedResponse[] = [];
    const timedSave = async (times: number[], save: () => Promise<ProjectSavedResponse>) => {
      const started = performance.now();
      const answer = await save();
      times.push(performance.now() - started);
      return answer;
    };
    const create = (index: number) => () =>
      saveProject(server.url, gold.cookie, goldProjectBody(index, today));
    // Each edit renames its project (`wing` differs between the two rounds), so every one is a change.
    const update = (index: number, wing: string) => () => {
      const body = {
        ...goldProjectBody(index + 1, today),
        name: `Bayfront Tower phase ${index + 1} (${wing})`,
      };
      return saveProject(server.url, gold.cookie, body, saved[index]?.project.id);
    };
    const atRest = { creates: [] as number[], updates: [] as number[] };
    for (let index = 1; index <= SAVES_AT_REST; index += 1) {
      await sleep(ALERT_WORK_SETTLES_MS);
      saved.push(await timedSave(atRest.creates, create(index)));
    }
    for (let index = 0; index < SAVES_AT_REST; index += 1) {
      await sleep(ALERT_WORK_SETTLES_MS);
      await timedSave(atRest.updates, update(index, 'east'));
    }
    const backToBack = { creates: [] as number[], updates: [] as number[] };
    for (let index = SAVES_AT_REST + 1; index <= GOLD_PROJECTS; index += 1) {
      saved.push(await timedSave(backToBack.creates, create(index)));
    }
    for (let index = 0; index < UPDATES; index += 1)
      await timedSave(backToBack.updates, update(index, 'west'));
    // A save answers no deadline: the engine counts them from each saved project.
    const deadlines = saved.reduce(
      (sum, { project }) => sum + nameDeadlines({ ...project, projectId: project.id }).deadlines.length,
      0,
    );
    const p50 = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        0.5,
      );
    console.log(
      `Gold project with 15-day reminders (${deadlines / GOLD_PROJECTS} deadlines each): ` +
        `at rest (${SAVES_AT_REST} each, ${ALERT_WORK_SETTLES_MS / 1000} s apart) create p50 ` +
        `${ms(p50(atRest.creates))}, update p50 ${ms(p50(atRest.updates))}; back to back ` +
        `(${backToBack.creates.length} creates, ${UPDATES} updates) create p50 ${ms(p50(backToBack.creates))}, ` +
        `update p50 ${ms(p50(backToBack.updates))}`,
    );
    record('api latency', 'gold project create p50 (at rest)', p50(atRest.creates), 'ms');
    record('api latency', 'gold project update p50 (at rest)', p50(atRest.updates), 'ms');
    record('api latency', 'gold project create p50 (back to back)', p50(backToBack.creates), 'ms');
    record('api latency', 'gold project update p50 (back to back)', p50(backToBack.updates), 'ms');

    const settled = await waitUntilEngineIdle(server.javaPid);
    console.log(`alert work behind the saves done after ${(settled / 1000).toFixed(0)} s`);
    const freeResults = await measureAccount(server.url, client, {
      label: '(a) Free, 1 project',
      short: 'free',
      ...free,
    });
    const goldResults = await measureAccount(server.url, client, {
      label: `(b) Gold, ${GOLD_PROJECTS} projects with a year of 15-day reminders (${deadlines} deadlines)`,
      short: 'gold',
      ...gold,
    });
    const concurrent = `dashboard, ${CONNECTIONS} connections`;
    const p99 = (result: LoadResult | undefined) => percentile(result?.latencies ?? [], 0.99);
    console.log(
      `\nGold / Free dashboard p99 at ${CONNECTIONS} connections: ` +
        `${(p99(goldResults[concurrent]) / p99(freeResults[concurrent])).toFixed(2)}x`,
    );
    console.log(
      `memory after load: node ${residentMegabytes(server.pid)}, DynamoDB Local (java) ${residentMegabytes(server.javaPid)}`,
    );
  } finally {
    client.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
