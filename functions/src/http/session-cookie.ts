/**
 * The session cookie: HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site
 * POSTs), Secure whenever the public URL is https (DESIGN.md section 5).
 */
import { SESSION_LIFETIME_SECONDS } from '#services/auth/session-tokens';

export const SESSION_COOKIE = 'lm_session';

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function sessionCookie(token: string, secure: boolean): string {
  return cookie(token, SESSION_LIFETIME_SECONDS, secure);
}

export function clearedSessionCookie(secure: boolean): string {
  return cookie('', 0, secure);
}
