/**
 * Fuzzing every endpoint of the OpenAPI document against the local server with
 * the real DynamoDB Local: requests drawn from each route's schema and example and mutated
 * (requests.ts). For every answer: no 5xx, no internal detail (leaks.ts), a JSON error body of the
 * docs/architecture.md section 6 shape; for every refusal, the user's partition exactly as before; for every
 * accepted project save, the text read back exactly as the shared schema normalised it.
 * Bounded: RUNS_PER_ROUTE cases a route (about 30 s in all on two cores).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type ProjectResponse, projectSchema } from '@lienminder/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDynamoDbClient } from '#local/dynamodb-local';
import { LOCAL_TABLE_NAME, type RunningLienMinder, startLienMinder } from '#local/server';
import { ROUTE_CONTRACTS } from '#src/route-contracts';
import { API_FUNCTIONS } from '#src/routes';
import { openApiDocument, routeKey } from '#src/services/openapi/openapi-document';
import { internalDetailsIn } from './leaks';
import { type BodyCase, bodyCase, type HeaderCase, headerCase, queryCase } from './requests';

const RUNS_PER_ROUTE = 20;
const PASSWORD = 'Fuzz-Tester-2026';
const TEXT_FIELDS = ['name', 'address', 'generalContractor', 'propertyOwner', 'ownerContact'] as const;

const workDir = mkdtempSync(join(tmpdir(), 'lienminder-fuzz-'));
let server: RunningLienMinder;
let documents: DynamoDBDocumentClient;

interface Account {
  id: string;
  cookie: string;
  projectId: string;
}
let owner: Account;
let stranger: Account;

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

async function api(method: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const project = ROUTE_CONTRACTS['POST /api/projects']?.example as Record<string, unknown>;

async function newProject(cookie: string): Promise<string> {
  const response = await api('POST', '/api/projects', cookie, project);
  if (response.status !== 201) throw new Error(`project create answered ${response.status}`);
  return ((await response.json()) as ProjectResponse).project.id;
}

async function signUp(name: string): Promise<Account> {
  const response = await api('POST', '/api/auth/register', '', {
    email: `${name}-${Date.now()}@fuzz.example.com`,
    password: PASSWORD,
    firstName: 'Fuzz',
    lastName: name,
    phone: '(305) 555-0142',
    acceptedDisclaimer: true,
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  const cookie = cookiesOf(response);
  return { id, cookie, projectId: await newProject(cookie) };
}

/** Everything stored under the user's partition: profile, projects, deadlines. */
async function userData(userId: string): Promise<unknown[]> {
  const result = await documents.send(
    new QueryCommand({
      TableName: LOCAL_TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}` },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

beforeAll(async () => {
  const webRoot = join(workDir, 'dist');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LienMinder</title>');
  server = await startLienMinder({
    port: 0,
    inMemoryDatabase: true,
    webRoot,
    env: {
      ADMIN_USERNAME: 'fuzz-admin',
      ADMIN_PASSWORD: 'fuzz-fake-consent-log-4Tn8Wp2k',
      TWILIO_AUTH_TOKEN: 'fuzz-twilio-token-fake',
      // Configured, so that the webhook answers a bad signature rather than "not configured" (503).
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz_fake',
    },
  });
  documents = DynamoDBDocumentClient.from(localDynamoDbClient(server.database));
  owner = await signUp('owner');
  stranger = await signUp('stranger');
}, 120_000);

afterAll(async () => {
  documents?.destroy();
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

interface FuzzCase {
  id: string;
  /** Starting with `-`: a deadline of the project in the path (`<projectId>-nto`); else the segment as it is. */
  deadlineId: string;
  query: string;
  body: BodyCase | undefined;
  headers: HeaderCase;
}

const pathId = () =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant('own') },
    { weight: 1, arbitrary: fc.constant('stranger') },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
        fc.constantFrom(
          '..%2F..',
          '%00',
          '%E0%A4%A',
          '%',
          'x'.repeat(600),
          '__proto__',
          'constructor',
          '%F0%9F%98%80',
        ),
      ),
    },
  );

const deadlineId = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('-nto', '-lien') },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent) },
  );

/** What one route must never answer, and what the user's data must show afterwards. */
async function checkCase(route: (typeof API_FUNCTIONS)[number], fuzz: FuzzCase, stats: Map<number, number>) {
  const id = fuzz.id === 'own' ? owner.projectId : fuzz.id === 'stranger' ? stranger.projectId : fuzz.id;
  const deadline = fuzz.deadlineId.startsWith('-') ? `${id}${fuzz.deadlineId}` : fuzz.deadlineId;
  // A calendar feed token gets the odd ids too: none names a feed, and each must answer a plain 404.
  const path =
    route.path.replace('{id}', id).replace('{deadlineId}', deadline).replace('{token}', id) + fuzz.query;
  const headers = new Headers();
  // Signing out would end the session the other cases use; logout gets only foreign cookies.
  const useSession = fuzz.headers.cookie === 'session' && route.name !== 'Logout';
  if (useSession) headers.set('cookie', owner.cookie);
  else if (fuzz.headers.cookie !== 'none' && fuzz.headers.cookie !== 'session')
    headers.set('cookie', fuzz.headers.cookie);
  if (fuzz.headers.origin) headers.set('origin', fuzz.headers.origin);
  for (const [name, value] of fuzz.headers.extra) headers.set(name, value);
  if (fuzz.body && fuzz.headers.contentType) headers.set('content-type', fuzz.headers.contentType);

  const before = await userData(owner.id);
  const response = await fetch(`${server.url}${path}`, {
    method: route.method,
    headers,
    body: route.method === 'GET' ? undefined : fuzz.body?.raw,
  });
  const text = await response.text();
  stats.set(response.status, (stats.get(response.status) ?? 0) + 1);
  const request = `${route.method} ${path.slice(0, 200)} body=${fuzz.body?.raw.slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`;

  expect(response.status, request).toBeLessThan(500);
  expect(internalDetailsIn(text), request).toEqual([]);
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), request).toMatch(/^application\/json/);
    const error = JSON.parse(text) as { message: unknown; errors: unknown };
    expect(typeof error.message, request).toBe('string');
    expect(Array.isArray(error.errors), request).toBe(true);
    expect(await userData(owner.id), `a refused request changed the user's data: ${request}`).toEqual(before);
    return;
  }
  if (route.name === 'DeleteProject' && id === owner.projectId)
    owner.projectId = await newProject(owner.cookie);
  if ((route.name === 'UpdateProject' || route.name === 'CreateProject') && useSession && fuzz.body?.value) {
    // Accepted text reads back exactly as the shared schema normalised it (trimmed, nothing else).
    const expected = projectSchema.parse(fuzz.body.value);
    const saved = (JSON.parse(text) as ProjectResponse).project;
    const read = (await (
      await api('GET', `/api/projects/${saved.id}`, owner.cookie)
    ).json()) as ProjectResponse;
    for (const field of TEXT_FIELDS) {
      expect(saved[field], `${request} (${field})`).toBe(expected[field]);
      expect(read.project[field], `${request} (${field}, read back)`).toBe(expected[field]);
    }
    if (route.name === 'CreateProject') {
      // The Free plan's one project: keep the fuzzed project as the one the other cases edit.
      await api('DELETE', `/api/projects/${owner.projectId}`, owner.cookie);
      owner.projectId = saved.id;
    }
  }
}

describe('API fuzzing (fast-check, from the OpenAPI document)', () => {
  const document = openApiDocument();
  const totals = new Map<number, number>();

  for (const route of API_FUNCTIONS) {
    it(`${routeKey(route)} answers every mutated request without a 5xx or an internal detail`, async () => {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${routeKey(route)} is not in the OpenAPI document`).toBeDefined();
      const content = operation?.requestBody?.content ?? {};
      const form = 'application/x-www-form-urlencoded' in content;
      const media = content['application/json'] ?? content['application/x-www-form-urlencoded'];
      const query = (operation?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      const cases = fc.record({
        id: pathId(),
        deadlineId: deadlineId(),
        query: queryCase(query),
        // A CSV route's example is the file's text: the fuzzer mutates objects, and sends them as JSON.
        body: bodyCase(media?.schema, typeof media?.example === 'object' ? media.example : undefined, form),
        headers: headerCase(server.url, form),
      });
      const stats = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(cases, (fuzz) => checkCase(route, fuzz, stats)),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      for (const [status, count] of stats) totals.set(status, (totals.get(status) ?? 0) + count);
    });
  }

  afterAll(() => {
    const summary = [...totals].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.info(`fuzz cases by status: ${summary.join(', ')}`);
  });
});
