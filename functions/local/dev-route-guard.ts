/**
 * Who may use the dev routes (./dev-routes.ts) and when they exist (docs/decisions/016). They move
 * the clock (expiring sessions, resetting rate-limit windows, firing every alert) and show every
 * message sent, so:
 * - they exist only while the app is reachable from this machine alone: PUBLIC_URL and HOST both
 *   loopback, unless DEV_ROUTES_ENABLED says otherwise;
 * - a web page on another site cannot use them: a write must carry the app's own Origin and a JSON
 *   body (a form or a "simple" cross-site fetch can send neither), no request may say it comes from
 *   another site (Origin, Sec-Fetch-Site), and the Host must be the app's own, so a site whose name
 *   an attacker re-points at 127.0.0.1 (DNS rebinding) is refused too.
 */
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ForeignOrigin, UnsupportedMediaType } from '#src/errors';
import { lowerCaseHeaders } from '#src/http/api-request';
import { errorResponse } from '#src/http/error-responses';
import { toHttpResult } from '#src/http/responses';

/** localhost, *.localhost (RFC 6761), 127.0.0.0/8 and ::1, with or without IPv6 brackets. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) !== 6) return false;
  // The URL parser writes an IPv6 address one way: ::1, or ::ffff:7fxx:xxxx for IPv4-mapped 127/8.
  const canonical = new URL(`http://[${host}]/`).hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}

/** Whether the dev routes exist when DEV_ROUTES_ENABLED is unset: only for a loopback-only app. */
export function devRoutesByDefault(settings: { publicUrl: string; host: string }): boolean {
  return isLoopbackHost(new URL(settings.publicUrl).hostname) && isLoopbackHost(settings.host);
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The refusal for a dev-route request from anywhere but the app itself; undefined lets it through. */
export function refuseForeignDevRequest(
  event: APIGatewayProxyEventV2,
  publicUrl: URL,
): APIGatewayProxyStructuredResultV2 | undefined {
  const headers = lowerCaseHeaders(event.headers);
  const fetchSite = headers['sec-fetch-site'];
  const foreign =
    headers.host !== publicUrl.host ||
    (headers.origin !== undefined && headers.origin !== publicUrl.origin) ||
    (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none');
  if (foreign) return toHttpResult(errorResponse(new ForeignOrigin()));
  if (READ_METHODS.has(event.requestContext.http.method.toUpperCase())) return undefined;
  if (headers.origin === undefined) return toHttpResult(errorResponse(new ForeignOrigin()));
  const mediaType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return toHttpResult(errorResponse(new UnsupportedMediaType()));
  return undefined;
}
