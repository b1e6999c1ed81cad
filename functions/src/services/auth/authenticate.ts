import { AuthenticationRequired } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { SessionStore } from '#src/ports/session-store';
import type { StoredUser, UserLookup } from '#src/ports/user-store';
import type { SessionTokens } from './session-tokens';

export interface AuthenticateDependencies {
  sessions: SessionTokens;
  sessionStore: SessionStore;
  users: UserLookup;
  clock: Clock;
}

/**
 * The signed-in user behind a session token. The user and the session item are read on every
 * request (in parallel, so no slower than one read): a deleted account, a bumped `sessionVersion`
 * (password reset: every session) or a deleted session item (Sign Out: this session) ends the
 * session immediately (docs/decisions/010).
 */
export async function authenticate(
  deps: AuthenticateDependencies,
  sessionToken: string | undefined,
): Promise<StoredUser> {
  return (await authenticateAlong(deps, sessionToken, async () => undefined)).user;
}

/**
 * As `authenticate`, while `read` runs beside the user's and the session's reads: a request that
 * only reads its user's own data then waits for one round of reads instead of two. `read` gets the
 * user id of a token whose signature checked out; what it read is handed back only once the user
 * and the session are confirmed, and a failed check answers 401 whatever `read` did.
 */
export async function authenticateAlong<Read>(
  deps: AuthenticateDependencies,
  sessionToken: string | undefined,
  read: (userId: string) => Promise<Read>,
): Promise<{ user: StoredUser; read: Read }> {
  const claims = sessionToken ? await deps.sessions.verify(sessionToken) : null;
  if (!claims) throw new AuthenticationRequired();
  const reading = read(claims.userId);
  // Settled either way here, so a read failing for a refused session is not left unhandled.
  reading.catch(() => {});
  const [user, active] = await Promise.all([
    deps.users.findById(claims.userId),
    deps.sessionStore.isActive(claims.sessionId, claims.userId, deps.clock.now()),
  ]);
  if (!user || !active || user.sessionVersion !== claims.sessionVersion) throw new AuthenticationRequired();
  return { user, read: await reading };
}
