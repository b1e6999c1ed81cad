/**
 * Every Lambda entry and the HTTP routes that reach it: one list that the local server (which
 * imports `src/handlers/<entry>.ts`) and the CDK stack (which bundles the same files and grants
 * each function only what `access` names) both read, so the two runtimes cannot drift apart.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FunctionAccess {
  /** DynamoDB access to the single table. */
  table: 'read' | 'readwrite';
  /** Create, update and delete alert schedules in the stage's schedule group (and pass its role). */
  scheduler?: boolean;
  /** Send email through SES from the configured identity. */
  email?: boolean;
  /** Publish operator notices to the SNS topic. */
  operatorNotices?: boolean;
  /** Read the app secret (session key, provider credentials). */
  secrets?: boolean;
}

export interface FunctionDefinition {
  /** PascalCase construct id in the stack, e.g. "CreateProject". */
  name: string;
  /** Path under `src/handlers/` without extension; the file exports `handler`. */
  entry: string;
  access: FunctionAccess;
  /**
   * Memory in MB when the default is not enough: password hashing runs scrypt at OWASP's cost
   * (N=2^17, r=8: 128 MiB per hash), so sign-up and sign-in need room for it.
   */
  memoryMb?: number;
}

export interface ApiFunctionDefinition extends FunctionDefinition {
  method: HttpMethod;
  /** API Gateway route path; `{id}` segments become `pathParameters`. */
  path: string;
}

const session = { table: 'read', secrets: true } as const;
const sessionWrites = { table: 'readwrite', secrets: true } as const;
const sessionWritesAlerts = { table: 'readwrite', secrets: true, scheduler: true } as const;

export const API_FUNCTIONS: ApiFunctionDefinition[] = [
  { name: 'Health', method: 'GET', path: '/api/health', entry: 'health', access: { table: 'read' } },
  { name: 'GetUser', method: 'GET', path: '/api/auth/user', entry: 'auth/get-user', access: session },
  {
    name: 'Register',
    method: 'POST',
    path: '/api/auth/register',
    entry: 'auth/register',
    access: sessionWrites,
    memoryMb: 512,
  },
  {
    name: 'Login',
    method: 'POST',
    path: '/api/auth/login',
    entry: 'auth/login',
    access: sessionWrites,
    memoryMb: 512,
  },
  {
    name: 'Logout',
    method: 'POST',
    path: '/api/auth/logout',
    entry: 'auth/logout',
    access: { table: 'read' },
  },
  {
    name: 'GetDashboard',
    method: 'GET',
    path: '/api/dashboard',
    entry: 'dashboard/get-dashboard',
    access: session,
  },
  {
    name: 'ListProjects',
    method: 'GET',
    path: '/api/projects',
    entry: 'projects/list-projects',
    access: session,
  },
  {
    name: 'GetProject',
    method: 'GET',
    path: '/api/projects/{id}',
    entry: 'projects/get-project',
    access: session,
  },
  {
    name: 'CreateProject',
    method: 'POST',
    path: '/api/projects',
    entry: 'projects/create-project',
    access: sessionWritesAlerts,
  },
  {
    name: 'UpdateProject',
    method: 'PUT',
    path: '/api/projects/{id}',
    entry: 'projects/update-project',
    access: sessionWritesAlerts,
  },
  {
    name: 'DeleteProject',
    method: 'DELETE',
    path: '/api/projects/{id}',
    entry: 'projects/delete-project',
    access: sessionWritesAlerts,
  },
];

/** Functions invoked by EventBridge Scheduler, not by HTTP. */
export const ALERT_FUNCTIONS = {
  sendAlert: {
    name: 'SendAlert',
    entry: 'alerts/send-alert',
    access: { table: 'readwrite', email: true, operatorNotices: true, secrets: true },
  },
  dailySweep: {
    name: 'DailySweep',
    entry: 'alerts/daily-sweep',
    access: { table: 'readwrite', scheduler: true, operatorNotices: true },
  },
} satisfies Record<string, FunctionDefinition>;
