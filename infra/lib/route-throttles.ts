/**
 * Per-route throttling on the HTTP API stage (docs/decisions/016). Anyone on the internet can call
 * the health check and the routes that need no session (sign-up, sign-in, password reset, SMS
 * opt-in, webhooks, calendar feeds, an alert email's Mark as done link): each gets limits of its own, lower than the signed-in API's,
 * so a flood of them is refused at that route and cannot use up what signed-in users need. API
 * Gateway answers a throttled request 429 itself (without Retry-After: an HTTP API cannot change
 * that answer).
 */
import type { ApiFunctionDefinition } from '@lienminder/functions/routes';

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** The stage default, which every signed-in route keeps: a runaway client cannot run up the bill. */
export const SIGNED_IN_THROTTLE: Throttle = { rateLimit: 50, burstLimit: 100 };
/** The routes a stranger can call; a browser needs a few of these per minute. */
export const PUBLIC_THROTTLE: Throttle = { rateLimit: 10, burstLimit: 20 };
/** A monitor checks once a minute; a few a second is plenty. */
export const HEALTH_THROTTLE: Throttle = { rateLimit: 2, burstLimit: 5 };

export const HEALTH_ROUTE = 'GET /api/health';

/** Every route whose handler answers without a signed-in user (infra tests check the list against the handlers). */
export const PUBLIC_ROUTES: readonly string[] = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/validate-reset-token',
  'POST /api/auth/reset-password',
  'POST /api/team/join',
  'POST /api/account/email/verify',
  'POST /api/stripe/webhook',
  'GET /sms/config',
  'POST /sms/opt-in',
  'POST /sms/incoming',
  'POST /sms/status',
  'GET /sms/admin/consents',
  'GET /api/openapi.json',
  'GET /api/calendar/{token}',
  'GET /api/email/unsubscribe',
  'POST /api/email/unsubscribe',
  'GET /api/deadline-done/{token}',
  'POST /api/deadline-done/{token}',
  'DELETE /api/deadline-done/{token}',
];

/**
 * Signed webhooks: Twilio and Stripe post from a few shared addresses, and Twilio does not retry a
 * STOP answered 429. A low limit of the route's own would be shared with everyone who sends junk
 * there, so a trickle from a couple of addresses could crowd the STOPs out; they keep the stage's
 * limit instead. Per-address limits are WAF's, at CloudFront (edge-firewall.ts), and each handler
 * checks the signature before it reads or counts anything.
 */
export const WEBHOOK_ROUTES: readonly string[] = [
  'POST /api/stripe/webhook',
  'POST /sms/incoming',
  // A status for every alert text, all at 9:00: the burst is the program's own.
  'POST /sms/status',
];

export const routeKeyOf = (definition: Pick<ApiFunctionDefinition, 'method' | 'path'>) =>
  `${definition.method} ${definition.path}`;

export function throttleOf(routeKey: string): Throttle {
  if (routeKey === HEALTH_ROUTE) return HEALTH_THROTTLE;
  if (WEBHOOK_ROUTES.includes(routeKey)) return SIGNED_IN_THROTTLE;
  return PUBLIC_ROUTES.includes(routeKey) ? PUBLIC_THROTTLE : SIGNED_IN_THROTTLE;
}

/** The stage's RouteSettings for the routes with limits of their own. */
export function routeSettings(
  routes: readonly ApiFunctionDefinition[],
): Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> {
  const keys = routes.map(routeKeyOf);
  const unknown = [HEALTH_ROUTE, ...PUBLIC_ROUTES, ...WEBHOOK_ROUTES].filter((key) => !keys.includes(key));
  if (unknown.length > 0) throw new Error(`Throttled routes that do not exist: ${unknown.join(', ')}`);
  return Object.fromEntries(
    keys
      .filter((key) => throttleOf(key) !== SIGNED_IN_THROTTLE)
      .map((key) => {
        const { rateLimit, burstLimit } = throttleOf(key);
        return [key, { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
      }),
  );
}
