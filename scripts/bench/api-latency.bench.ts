/**
 * API latency of the local runtime under load: a Gold user with 50 projects (the plan's limit)
 * loads the dashboard from 20 concurrent connections. Also: time from process start to a healthy
 * API, and resident memory of the Node server and of DynamoDB Local at rest and after the load.
 *
 * The server runs in its own process (as under `npm start`), so the load generator's work and
 * memory are not counted against it; both share this machine's cores.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn } from '@lienminder/shared';
import { localDynamoDbClient } from '../../functions/local/dynamodb-local';
import { LOCAL_TABLE_NAME } from '../../functions/local/server';
import { startLienMinderProcess } from '../../functions/local/server-process';
import { dynamoUserStore } from '../../functions/src/store/users';

const PROJECTS = 50;
const CONNECTIONS = 20;
const REQUESTS = 2_000;
const TIME_LIMIT_MS = 20_000;
const WARM_UP_REQUESTS = 50;

function residentMegabytes(pid: number): string {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kib === undefined ? '?' : `${Math.round(Number(kib) / 1024)} MB`;
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
  // State-changing requests must come from the app's own origin (DESIGN.md section 5).
  if (init.method !== undefined && init.method !== 'GET') headers.set('origin', url);
  return fetch(`${url}${path}`, { ...init, headers });
}

async function registerUser(url: string): Promise<{ userId: string; cookie: string }> {
  const response = await send(url, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      email: `bench-${Date.now()}@lienminder.example`,
      password: 'Passw0rd!',
      firstName: 'Bench',
      lastName: 'Marker',
      phone: '(555) 555-5555',
      acceptedDisclaimer: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`Register answered ${response.status}: ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  return { userId: user.id, cookie };
}

/** Plans are bought through Stripe; the bench writes the tier the webhook would have written. */
async function upgradeToGold(dynamoEndpoint: string, userId: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(localDynamoDbClient(dynamoEndpoint));
  await dynamoUserStore(client, LOCAL_TABLE_NAME).setTier(userId, 'gold');
  client.destroy();
}

async function createProjects(url: string, cookie: string): Promise<void> {
  const today = todayIn('America/New_York', new Date());
  for (let index = 1; index <= PROJECTS; index += 1) {
    const response = await send(url, '/api/projects', {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        name: `Bench project ${index}`,
        address: `${100 + index} Ocean Drive, Miami, FL`,
        generalContractor: 'Coastal Builders LLC',
        propertyOwner: 'Palm Holdings Inc',
        firstFurnishingDate: addDays(today, -40 - index),
        lastFurnishingDate: index % 2 === 0 ? addDays(today, -index) : '',
        recurringAlertsInterval: index % 3 === 0 ? '30' : '',
        recurringAlertsStartDate: index % 3 === 0 ? today : '',
        recurringAlertsEndDate: index % 3 === 0 ? addDays(today, 180) : '',
      }),
    });
    if (response.status !== 201)
      throw new Error(`Create project answered ${response.status}: ${await response.text()}`);
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function loadDashboard(url: string, cookie: string, requests: number): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  const stopAt = performance.now() + TIME_LIMIT_MS;
  const connection = async () => {
    while (issued < requests && performance.now() < stopAt) {
      issued += 1;
      const started = performance.now();
      const response = await send(url, '/api/dashboard', { cookie });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`Dashboard answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return latencies;
}

export default async function apiLatency(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lienminder-bench-'));
  const spawnedAt = performance.now();
  const server = await startLienMinderProcess({ dataDir });
  try {
    await waitUntilHealthy(server.url);
    const startSeconds = (performance.now() - spawnedAt) / 1000;
    console.log(
      `start to healthy (process spawn -> GET /api/health 200): ${startSeconds.toFixed(2)} s ` +
        `(listening with the database ready after ${(server.listeningAfterMs / 1000).toFixed(2)} s of the server process)`,
    );
    await sleep(1_000);
    const serverPid = server.pid;
    console.log(
      `memory at rest: node ${residentMegabytes(serverPid)}, DynamoDB Local (java) ${residentMegabytes(server.javaPid)}`,
    );

    const { userId, cookie } = await registerUser(server.url);
    await upgradeToGold(server.dynamoEndpoint, userId);
    const seedStarted = performance.now();
    await createProjects(server.url, cookie);
    const seedMs = (performance.now() - seedStarted) / PROJECTS;
    console.log(`POST /api/projects: ${seedMs.toFixed(1)} ms per project (sequential, ${PROJECTS} projects)`);

    await loadDashboard(server.url, cookie, WARM_UP_REQUESTS);
    const loadStarted = performance.now();
    const latencies = await loadDashboard(server.url, cookie, REQUESTS);
    const seconds = (performance.now() - loadStarted) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `GET /api/dashboard (${PROJECTS} projects, ${CONNECTIONS} connections, ${sorted.length} requests): ` +
        `p50 ${ms(percentile(sorted, 0.5))}, p90 ${ms(percentile(sorted, 0.9))}, ` +
        `p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}; ` +
        `${(sorted.length / seconds).toFixed(0)} req/s`,
    );
    console.log(
      `memory after load: node ${residentMegabytes(serverPid)}, DynamoDB Local (java) ${residentMegabytes(server.javaPid)}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
