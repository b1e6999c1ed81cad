/**
 * The project load against the local server in its own process, as `npm start`
 * runs it: one Free user's concurrent creates, then many users creating, editing and deleting
 * projects at once, then the server's heap after a full GC against its resting level. Run small
 * by load.test.ts (`npm test`) and at 200 users by `npm run bench -- load`.
 *
 * Users and their sessions are written straight to the store, with the server's session key: the
 * sign-up and sign-in limits per address (all traffic here comes from 127.0.0.1) and scrypt's
 * cost are not what this measures.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Project, Tier } from '@lienminder/shared';
import { localDynamoDbClient } from '#local/dynamodb-local';
import { LOCAL_TABLE_NAME } from '#local/server';
import { startLienMinderProcess } from '#local/server-process';
import type { StoredUser } from '#src/ports/user-store';
import { jwtSessionTokens } from '#src/services/auth/session-tokens';
import { startSession } from '#src/services/auth/start-session';
import { dynamoSessionStore } from '#src/store/sessions';
import { dynamoUserStore } from '#src/store/users';

const SESSION_SECRET = 'load-test-session-secret-fake-0123456789';
const clock = { now: () => new Date() };

export interface ProjectLoadResult {
  /** 201s among the Free user's concurrent creates, and the projects and count it ends with. */
  concurrentCreates: { attempts: number; created: number; projects: number; projectCount: number };
  raceSeconds: number;
  users: number;
  requests: number;
  seconds: number;
  /** Answers other than the expected ones, e.g. "PUT 500" (should be none). */
  unexpected: string[];
  /** Users whose projects or plan count differ from what their accepted writes left. */
  wrong: string[];
  heapMb: { resting: number; afterLoad: number };
}

const PROJECT = {
  address: '1 Brickell Ave, Miami, FL',
  generalContractor: 'Coastal Builders LLC',
  propertyOwner: 'Brickell Holdings',
  firstFurnishingDate: '2026-01-07',
  lastFurnishingDate: '2026-02-20',
};

export interface ProjectLoadOptions {
  users: number;
  concurrentCreates: number;
  /**
   * Requests in flight at most during the many-users phase (a client's connection pool): every
   * user is active at once, but one local process on two cores does not take 600 requests at once
   * within the handlers' timeout (seen: timeouts, then DynamoDB Local refusing connections).
   */
  connections?: number;
}

export async function runProjectLoad(options: ProjectLoadOptions): Promise<ProjectLoadResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'lienminder-load-'));
  const webRoot = join(workDir, 'dist');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LienMinder</title>');
  const server = await startLienMinderProcess({ inMemoryDatabase: true, webRoot, env: { SESSION_SECRET } });
  const client = DynamoDBDocumentClient.from(localDynamoDbClient(server.database));
  const users = dynamoUserStore(client, LOCAL_TABLE_NAME);
  const session = {
    sessions: jwtSessionTokens(async () => SESSION_SECRET, clock),
    sessionStore: dynamoSessionStore(client, LOCAL_TABLE_NAME),
    clock,
  };
  const unexpected: string[] = [];
  let requests = 0;
  // A counting semaphore: at most `connections` requests in flight (unbounded until phase 2).
  let limit = Number.POSITIVE_INFINITY;
  let inFlight = 0;
  const queue: (() => void)[] = [];
  const slot = async () => {
    while (inFlight >= limit) await new Promise<void>((free) => queue.push(free));
    inFlight += 1;
  };
  const release = () => {
    inFlight -= 1;
    queue.shift()?.();
  };

  const send = async (
    method: string,
    path: string,
    cookie: string,
    body?: unknown,
    expected: number[] = [200],
  ) => {
    requests += 1;
    const label = `${method} ${path.replace(/\/[\w-]{12,}$/, '/{id}')}`;
    await slot();
    try {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      if (!expected.includes(response.status))
        unexpected.push(`${label} ${response.status} ${text.slice(0, 120)}`);
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    } catch (error) {
      unexpected.push(`${label} failed: ${String(error)}`);
      return { status: 0, body: undefined };
    } finally {
      release();
    }
  };

  let made = 0;
  const newUser = async (tier: Tier) => {
    made += 1;
    const user: StoredUser = {
      id: `loaduser${String(made).padStart(8, '0')}`,
      email: `load${made}@load.example.com`,
      firstName: 'Load',
      lastName: `User ${made}`,
      phone: '3055550142',
      tier,
      passwordHash: 'never-signs-in',
      projectCount: 0,
      sessionVersion: 1,
      createdAt: clock.now().toISOString(),
    };
    await users.create(user);
    return { user, cookie: `lm_session=${await startSession(session, user)}` };
  };

  const partition = async (userId: string) =>
    (
      await client.send(
        new QueryCommand({
          TableName: LOCAL_TABLE_NAME,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :project)',
          ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':project': 'PROJECT#' },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];

  try {
    // Warm the handlers, then the resting heap.
    const warm = await newUser('gold');
    for (let i = 0; i < 5; i++) await send('GET', '/api/projects', warm.cookie);
    await sleep(500);
    const resting = await server.heapUsedAfterGc();
    let started = performance.now();

    // 1. One Free user, many creates at once: the plan's limit of one project holds.
    const free = await newUser('free');
    const creates = await Promise.all(
      Array.from({ length: options.concurrentCreates }, (_, n) =>
        send('POST', '/api/projects', free.cookie, { ...PROJECT, name: `Race ${n}` }, [201, 403, 409]),
      ),
    );
    const freeProjects =
      ((await send('GET', '/api/projects', free.cookie)).body as Project[] | undefined) ?? [];
    const concurrentCreates = {
      attempts: options.concurrentCreates,
      created: creates.filter((answer) => answer.status === 201).length,
      projects: freeProjects.length,
      projectCount: (await users.findById(free.user.id))?.projectCount ?? -1,
    };

    const raceSeconds = (performance.now() - started) / 1000;
    limit = options.connections ?? 50;
    started = performance.now();

    // 2. Many users at once: Gold users create three, rename each, delete one; Free users (who may
    // not delete, docs/product.md section 6) race two creates, one refused, and rename the one they got.
    const accounts = await Promise.all(
      Array.from({ length: options.users }, (_, n) => newUser(n % 4 === 0 ? 'free' : 'gold')),
    );
    const expectedNames = new Map<string, string[]>();
    await Promise.all(
      accounts.map(async ({ user, cookie }) => {
        const label = user.id;
        const count = user.tier === 'free' ? 2 : 3;
        const saved = await Promise.all(
          Array.from({ length: count }, (_, n) =>
            send(
              'POST',
              '/api/projects',
              cookie,
              { ...PROJECT, name: `${label} #${n}` },
              user.tier === 'free' ? [201, 403] : [201],
            ),
          ),
        );
        const ids = saved
          .filter((answer) => answer.status === 201)
          .map((answer) => (answer.body as { project: Project }).project.id);
        // Renamed by position among the created ones, so the expected names do not depend on which won.
        await Promise.all(
          ids.map((id, n) =>
            send('PUT', `/api/projects/${id}`, cookie, { ...PROJECT, name: `${label} #${n} renamed` }),
          ),
        );
        if (user.tier === 'free') {
          expectedNames.set(user.id, [`${label} #0 renamed`]);
          return;
        }
        const [first, ...kept] = ids;
        if (first) await send('DELETE', `/api/projects/${first}`, cookie);
        expectedNames.set(user.id, kept.map((_, n) => `${label} #${n + 1} renamed`).sort());
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    limit = Number.POSITIVE_INFINITY;
    const wrong: string[] = [];
    for (const { user, cookie } of accounts) {
      const listed = (((await send('GET', '/api/projects', cookie)).body as Project[] | undefined) ?? [])
        .map((p) => p.name)
        .sort();
      const expected = expectedNames.get(user.id) ?? [];
      const stored = (await users.findById(user.id))?.projectCount;
      const items = (await partition(user.id)).length;
      if (
        JSON.stringify(listed) !== JSON.stringify(expected) ||
        stored !== expected.length ||
        items !== expected.length
      ) {
        wrong.push(
          `${user.id}: listed ${JSON.stringify(listed)}, expected ${JSON.stringify(expected)}, projectCount ${stored}, project items ${items}`,
        );
      }
    }

    // The server's heap after the load, once what the requests held is collectable.
    await sleep(1_000);
    await server.heapUsedAfterGc();
    const afterLoad = await server.heapUsedAfterGc();
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return {
      concurrentCreates,
      raceSeconds,
      users: options.users,
      requests,
      seconds,
      unexpected,
      wrong,
      heapMb: { resting: mb(resting), afterLoad: mb(afterLoad) },
    };
  } finally {
    client.destroy();
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
