import type { ApiFunctionDefinition } from '@lienminder/functions/routes';

/**
 * The nested stack each API route lives in, by the concern its path names (docs/decisions/031). A
 * route stays in its stack for good: moved to another, its route key would be created there before
 * the old stack lets go of it, and API Gateway refuses a second route with the same key. A concern
 * whose stack nears 300 resources takes its next routes in a stack of its own (a new entry here,
 * with the new routes' paths); the infra test on resource counts says when.
 */
export interface RouteStack {
  /** The nested stack's construct id: never renamed, or every route in it is replaced. */
  id: string;
  /** Paths that belong to it: the path itself, or anything under it (`/api/projects` holds `/api/projects/{id}`). */
  paths: readonly string[];
}

export const ROUTE_STACKS: readonly RouteStack[] = [
  {
    // Signing up and in, the user, their own login and the account's end, the team, the company
    // profile, the health check and the API's description.
    id: 'AccountRoutes',
    paths: [
      '/api/auth',
      '/api/account',
      '/api/team',
      '/api/test/generate-reset-token',
      '/api/company-profile',
      '/api/health',
      '/api/openapi.json',
    ],
  },
  {
    // Projects and their deadlines, with the two ways to them from outside the app: the calendar
    // feed and an alert's Mark-as-done link.
    id: 'ProjectRoutes',
    paths: ['/api/dashboard', '/api/projects', '/api/calendar-feed', '/api/calendar', '/api/deadline-done'],
  },
  {
    // Texts and emails: opt-in, Twilio's webhooks, unsubscribing, the consent log, the test messages
    // and the provider checks.
    id: 'MessagingRoutes',
    paths: [
      '/sms',
      '/api/email',
      '/api/test-sms',
      '/api/test-email',
      '/api/email-config-status',
      '/api/email-connection-test',
      '/api/twilio',
    ],
  },
  {
    // The account's data as a whole: its exports. A stack of its own since the four above filled
    // to where they took fewer than 100 more routes between them (decision 031).
    id: 'AccountDataRoutes',
    paths: ['/api/export'],
  },
  {
    // Plans and payments: Stripe's webhook and the subscription routes and checks.
    id: 'BillingRoutes',
    paths: ['/api/stripe', '/api/create-subscription', '/api/cancel-subscription'],
  },
];

const holds = (path: string, routePath: string) => routePath === path || routePath.startsWith(`${path}/`);

/** The stack of the route, or an error that says where to add its path. */
export function routeStackOf(
  definition: Pick<ApiFunctionDefinition, 'name' | 'path'>,
  stacks: readonly RouteStack[] = ROUTE_STACKS,
): RouteStack {
  const matching = stacks.filter((stack) => stack.paths.some((path) => holds(path, definition.path)));
  if (matching.length !== 1) {
    throw new Error(
      `${definition.name} (${definition.path}) must belong to exactly one route stack (infra/lib/route-stacks.ts); ` +
        `it belongs to ${matching.length === 0 ? 'none' : matching.map((stack) => stack.id).join(' and ')}.`,
    );
  }
  return matching[0] as RouteStack;
}
