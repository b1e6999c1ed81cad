import { SESSION_HINT_COOKIE } from '@lienminder/shared';

/**
 * Whether a session may exist: the server sets a readable hint cookie beside the HttpOnly session
 * cookie and clears both on sign-out (functions/src/http/session-hint-cookie.ts). Without it nobody
 * is signed in, and asking GET /api/auth/user would only earn a 401.
 */
export function maySessionExist(): boolean {
  return document.cookie.split(/;\s*/).some((entry) => entry.startsWith(`${SESSION_HINT_COOKIE}=1`));
}
