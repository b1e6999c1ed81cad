import type { StoredUser, UserStore } from '#ports/user-store';
import { AuthenticationRequired } from '../../errors';
import type { SessionTokens } from './session-tokens';

/**
 * The signed-in user behind a session token. The user is read on every request: a deleted account
 * or a bumped `sessionVersion` (password reset) ends the session immediately.
 */
export async function authenticate(
  deps: { sessions: SessionTokens; users: UserStore },
  sessionToken: string | undefined,
): Promise<StoredUser> {
  const claims = sessionToken ? await deps.sessions.verify(sessionToken) : null;
  const user = claims ? await deps.users.findById(claims.userId) : null;
  if (!claims || !user || user.sessionVersion !== claims.sessionVersion) throw new AuthenticationRequired();
  return user;
}
