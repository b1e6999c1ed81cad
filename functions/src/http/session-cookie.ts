/**
 * The session cookie: HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site
 * POSTs), Secure whenever the public URL is https (docs/architecture.md section 5). On https it is named with
 * the `__Host-` prefix, which browsers accept only from a Secure origin with Path=/ and no Domain:
 * a sibling subdomain of a custom domain cannot plant or overwrite it (docs/decisions/016). Over
 * plain http (`npm start` on localhost) a browser may refuse a Secure cookie, so there it keeps the
 * plain name. A session cookie under the old name on https is not read: its owner signs in again.
 */
import { SESSION_COOKIE } from '@lienminder/shared';
import { SESSION_LIFETIME_SECONDS } from '#src/ports/session-store';

export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session cookie's name for a site that is https (`secure`) or not. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** An HttpOnly, SameSite=Lax cookie; Secure whenever the site is https. */
export function cookieHeader(
  name: string,
  value: string,
  { maxAgeSeconds, secure, path = '/' }: { maxAgeSeconds: number; secure: boolean; path?: string },
): string {
  const attributes = [
    `${name}=${value}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function sessionCookie(token: string, secure: boolean): string {
  return cookieHeader(sessionCookieName(secure), token, { maxAgeSeconds: SESSION_LIFETIME_SECONDS, secure });
}

export function clearedSessionCookie(secure: boolean): string {
  return cookieHeader(sessionCookieName(secure), '', { maxAgeSeconds: 0, secure });
}
