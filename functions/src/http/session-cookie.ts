/**
 * The session cookie: HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site
 * POSTs), Secure whenever the public URL is https (DESIGN.md section 5).
 */
import { SESSION_LIFETIME_SECONDS } from '#services/auth/session-tokens';

export const SESSION_COOKIE = 'lm_session';

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
  return cookieHeader(SESSION_COOKIE, token, { maxAgeSeconds: SESSION_LIFETIME_SECONDS, secure });
}

export function clearedSessionCookie(secure: boolean): string {
  return cookieHeader(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure });
}
