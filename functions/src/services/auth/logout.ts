import type { SessionStore } from '#src/ports/session-store';
import type { SessionTokens } from './session-tokens';

/**
 * Ends the session a token names, on the server (docs/decisions/010): a copy of the token is
 * refused from now on. Only a genuine token names a session, and only that one session ends; the
 * user's other devices stay signed in. No token, or a forged or expired one: nothing to end.
 */
export async function logout(
  deps: { sessions: SessionTokens; sessionStore: SessionStore },
  sessionToken: string | undefined,
): Promise<void> {
  const claims = sessionToken ? await deps.sessions.verify(sessionToken) : null;
  if (claims) await deps.sessionStore.end(claims.sessionId);
}
