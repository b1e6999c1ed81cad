/**
 * Integration-test support for the API: the real handlers (found through the routes manifest, as
 * the local server and CDK find them) against a fresh table on the run's DynamoDB Local, with an
 * injected clock.
 */
import { API_FUNCTIONS, type ApiFunctionDefinition } from '@lienminder/functions/routes';
import type {
  Project,
  ProjectInput,
  ProjectResponse,
  ProjectSavedResponse,
  Tier,
  User,
} from '@lienminder/shared';
import { projectSchema, SESSION_COOKIE } from '@lienminder/shared';
import { expect } from 'vitest';
import type { ApiHandler } from '#local/api-gateway-event';
import { type App, type AppOverrides, createApp, setAppForTests } from '#local/app';
import { importHandler } from '#local/handler-module';
import { matchRoutePath } from '#local/route-path';
import type { Clock } from '#src/ports/clock';
import { scryptPasswordHasher } from '#src/services/auth/passwords';
import { type ContractCheck, contractCheck, type ServedDocument } from '#test/contract/contract-check';
import { type InvokeResult, invoke, type TestTable, useTestEnvironment } from '#test/dynamodb';
import { recordedMetrics } from '#test/recorded-metrics';

export class TestClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  set(iso: string): void {
    this.current = new Date(iso);
  }
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface TestApi {
  app: App;
  table: TestTable;
  clock: TestClock;
  /** What the functions counted (ports/metrics.ts). */
  metrics: ReturnType<typeof recordedMetrics>;
}

/**
 * The production scrypt cost takes ~0.5 s a hash on these machines; integration tests register
 * dozens of users, so they hash at a lower cost. The production parameters are asserted in
 * src/services/auth/passwords.test.ts, and the stored format names its cost either way.
 */
const TEST_PASSWORD_COST = { ln: 12, r: 8, p: 1 };

/**
 * `env` replaces settings of the test environment (e.g. an https PUBLIC_URL) before the app reads
 * them; `providers` are the network edges a test mocks (SES, Scheduler, Stripe's HTTP client) and
 * the scheduling window.
 */
export async function startTestApi(
  now = '2026-03-02T14:00:00.000Z',
  env: Record<string, string> = {},
  providers: Pick<AppOverrides, 'alertProviders' | 'stripeHttpClient' | 'schedulingWindowDays'> = {},
): Promise<TestApi> {
  const table = await useTestEnvironment();
  Object.assign(process.env, env);
  const clock = new TestClock(new Date(now));
  const metrics = recordedMetrics();
  const app = createApp({
    clock,
    passwords: scryptPasswordHasher(TEST_PASSWORD_COST),
    metrics,
    ...providers,
  });
  setAppForTests(app);
  return { app, table, clock, metrics };
}

function routeFor(method: string, path: string): ApiFunctionDefinition {
  const route = API_FUNCTIONS.find(
    (candidate) => candidate.method === method && matchRoutePath(candidate.path, path) !== undefined,
  );
  if (!route) throw new Error(`No API route for ${method} ${path}`);
  return route;
}

export interface CallOptions {
  body?: unknown;
  /** The session cookie pair, e.g. from `signUp`. */
  session?: string;
  /** More `name=value` cookie pairs (e.g. the known-device cookie). */
  cookies?: string[];
  headers?: Record<string, string | undefined>;
  /** The caller's address; 127.0.0.1 unless given. */
  sourceIp?: string;
}

let servedContract: Promise<ContractCheck> | undefined;

/** The document GET /api/openapi.json serves, as a check of exchanges (read once per test file). */
function contract(): Promise<ContractCheck> {
  servedContract ??= importHandler<ApiHandler>('openapi')
    .then((handler) => invoke(handler, { method: 'GET', path: '/api/openapi.json' }))
    .then((served) => contractCheck(served.json<ServedDocument>()));
  return servedContract;
}

/**
 * One HTTP request through the handler the routes manifest names for it, as it is: for the answers
 * the OpenAPI document leaves out by design (a request that skipped CloudFront, which the document,
 * describing the API at the app's address, never meets). Every other test uses `call`.
 */
export async function callOutsideTheDocument(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<InvokeResult> {
  const route = routeFor(method, path.split('?')[0] ?? path);
  return invoke(await importHandler<ApiHandler>(route.entry), {
    method,
    path,
    body: options.body,
    cookies: [...(options.session ? [options.session] : []), ...(options.cookies ?? [])],
    headers: options.headers ?? {},
    ...(options.sourceIp ? { sourceIp: options.sourceIp } : {}),
  });
}

/**
 * One HTTP request through the handler the routes manifest names for it, held to the served
 * OpenAPI document: an answer (or an accepted request) the document does not describe fails the
 * test that made it, naming route, status and path (test/contract/contract-check.ts).
 */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<InvokeResult> {
  const result = await callOutsideTheDocument(method, path, options);
  const headers = options.headers ?? {};
  const isJson = options.body !== undefined && typeof options.body !== 'string';
  const contentType = headers['content-type'] ?? (isJson ? 'application/json' : undefined);
  (await contract())({ method, path, body: options.body, ...(contentType ? { contentType } : {}) }, result);
  return result;
}

/** `name=value` of one cookie from a response's Set-Cookie list. */
export function cookieFrom(result: InvokeResult, name: string): string {
  const cookie = result.cookies.find((value) => value.startsWith(`${name}=`));
  if (!cookie) throw new Error(`No ${name} cookie in ${JSON.stringify(result.cookies)}`);
  return cookie.split(';')[0] as string;
}

/** `lm_session=<token>` from a response's Set-Cookie list. */
export function sessionFrom(result: InvokeResult): string {
  return cookieFrom(result, SESSION_COOKIE);
}

/**
 * The token of the newest `path` link (e.g. '/reset-password', '/join') mailed to `email`, as the
 * local outbox holds it.
 */
export async function tokenMailedTo(api: TestApi, email: string, path: string): Promise<string> {
  const box = api.app.alerting.outbox;
  if (!box) throw new Error('the test app has no outbox');
  const mail = (await box.list()).find((message) => message.channel === 'email' && message.to === email);
  const text = mail?.channel === 'email' ? mail.text : '';
  const link = new RegExp(`http\\S+${path}\\?token=\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`No ${path} link mailed to ${email}`);
  return new URL(link).searchParams.get('token') ?? '';
}

export const PASSWORD = 'Lien-Minder-2026';
let registered = 0;

export function registration(overrides: Record<string, unknown> = {}) {
  registered += 1;
  return {
    email: `contractor${registered}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: PASSWORD,
    firstName: 'Maria',
    lastName: 'Lopez',
    phone: '(305) 555-0142',
    acceptedDisclaimer: true,
    ...overrides,
  };
}

export interface SignedUpUser {
  user: User;
  email: string;
  session: string;
  /** `lm_device=<value>`: the browser that signed up is a known device of the account. */
  device: string;
}

/** Registers a new account (optionally moving it to a paid tier through the store). */
export async function signUp(
  api: TestApi,
  tier: Tier = 'free',
  overrides: Record<string, unknown> = {},
): Promise<SignedUpUser> {
  const body = registration(overrides);
  const response = await call('POST', '/api/auth/register', { body });
  if (response.statusCode !== 201)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  const user = response.json<User>();
  if (tier !== 'free') await api.app.users.setTier(user.id, tier);
  return {
    user: { ...user, subscriptionStatus: tier },
    email: body.email,
    session: sessionFrom(response),
    device: cookieFrom(response, 'lm_device'),
  };
}

/**
 * A valid private project as the form submits it. Its Notice to Owner falls due on Saturday
 * 2026-02-21 (legal last day Monday 2026-02-23); its Claim of Lien on Thursday 2026-05-21.
 */
export function projectBody(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    name: 'Brickell Tower',
    type: 'private',
    address: '1 Brickell Ave, Miami, FL',
    projectStatus: 'active',
    generalContractor: 'Coastal Builders LLC',
    contractorPhone: '(305) 555-0100',
    contractorEmail: 'office@coastal.example.com',
    propertyOwner: 'Brickell Holdings',
    ownerContact: '',
    firstFurnishingDate: '2026-01-07',
    lastFurnishingDate: '2026-02-20',
    recurringAlertsInterval: '',
    recurringAlertsStartDate: '',
    recurringAlertsEndDate: '',
    alertEmail: '',
    ...overrides,
  };
}

/** A project as a save of projectBody(`fields`) stored it in January 2026, for tests that write items directly. */
export function storedProject(id: string, fields: Partial<ProjectInput> = {}): Project {
  return {
    ...projectSchema.parse(projectBody(fields)),
    id,
    createdAt: '2026-01-10T15:00:00.000Z',
    updatedAt: '2026-01-10T15:00:00.000Z',
  } as Project;
}

/**
 * POST /api/projects as `user` with projectBody(`fields`), expecting 201 with the project as saved
 * and its revision (a save answers no deadline): the project as GET then answers it.
 */
export async function createdProject(
  user: SignedUpUser,
  fields: Partial<ProjectInput> = {},
): Promise<ProjectResponse> {
  const response = await call('POST', '/api/projects', { session: user.session, body: projectBody(fields) });
  expect(response.statusCode).toBe(201);
  return readAfterSave(user.session, response);
}

/**
 * What a save (POST 201, PUT 200) answered: the project as saved and its revision, no deadline. The
 * project as GET then answers it, with its deadlines; fails unless the two agree.
 */
export async function readAfterSave(session: string, saved: InvokeResult): Promise<ProjectResponse> {
  const answer = saved.json<ProjectSavedResponse>();
  const read = await call('GET', `/api/projects/${answer.project.id}`, { session });
  expect(read.statusCode).toBe(200);
  const project = read.json<ProjectResponse>();
  expect(answer).toEqual({ project: project.project, revision: project.revision });
  return project;
}

/** GET /api/projects/{id} as `user`, expecting 200. */
export async function readProject(user: SignedUpUser, projectId: string): Promise<ProjectResponse> {
  const response = await call('GET', `/api/projects/${projectId}`, { session: user.session });
  expect(response.statusCode).toBe(200);
  return response.json<ProjectResponse>();
}
