/**
 * A cookie beside the HttpOnly session that tells the browser a session may exist, so the app asks
 * GET /api/auth/user only then: a first visit, or one after signing out, costs no request and no
 * 401. It holds no secret and proves nothing; the server never reads it, and the session
 * cookie alone decides who is signed in. It lives as long as the session cookie and goes with it.
 */
import { SESSION_HINT_COOKIE } from '@lienminder/shared';
import { SESSION_LIFETIME_SECONDS } from '#src/ports/session-store';

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${SESSION_HINT_COOKIE}=${value}`,
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Set with every new session cookie. */
export function sessionHintCookie(secure: boolean): string {
  return cookie('1', SESSION_LIFETIME_SECONDS, secure);
}

/** Cleared with the session cookie. */
export function clearedSessionHintCookie(secure: boolean): string {
  return cookie('', 0, secure);
}
