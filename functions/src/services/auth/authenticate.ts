import { AuthenticationRequired } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { SessionStore } from '#src/ports/session-store';
import { accountIdOf, type UserInAccount, type UserLookup } from '#src/ports/user-store';
import type { SessionTokens } from './session-tokens';

/** Who a session is, and which sign-in it is (the id its item and token share). */
export interface SignedInSession extends UserInAccount {
  sessionId: string;
}

export interface AuthenticateDependencies {
  sessions: SessionTokens;
  sessionStore: SessionStore;
  users: UserLookup;
  clock: Clock;
}

/**
 * The person behind a session token, the account they act in and the session's id. The user, the session item and
 * (for a teammate) the account item are read on every request, in parallel, so no slower than one
 * read: a deleted user (removed from the team), a bumped `sessionVersion` (password reset: every
 * session), a deleted session item (Sign Out: this session) or an account closing ends the session
 * immediately (docs/decisions/010).
 */
export async function authenticate(
  deps: AuthenticateDependencies,
  sessionToken: string | undefined,
): Promise<SignedInSession> {
  const { user, account, sessionId } = await authenticateAlong(deps, sessionToken, async () => undefined);
  return { user, account, sessionId };
}

/**
 * As `authenticate`, while `read` runs beside the session's reads: a request that only reads its
 * account's own data then waits for one round of reads instead of two. `read` gets the account id
 * of a token whose signature checked out; what it read is handed back only once the user, the
 * session and the account are confirmed, and a failed check answers 401 whatever `read` did.
 */
export async function authenticateAlong<Read>(
  deps: AuthenticateDependencies,
  sessionToken: string | undefined,
  read: (accountId: string) => Promise<Read>,
): Promise<SignedInSession & { read: Read }> {
  const claims = sessionToken ? await deps.sessions.verify(sessionToken) : null;
  if (!claims) throw new AuthenticationRequired();
  const reading = read(claims.accountId);
  // Settled either way here, so a read failing for a refused session is not left unhandled.
  reading.catch(() => {});
  const ownAccount = claims.accountId === claims.userId;
  const [user, active, teamAccount] = await Promise.all([
    deps.users.findById(claims.userId),
    deps.sessionStore.isActive(claims.sessionId, claims.userId, deps.clock.now()),
    ownAccount ? null : deps.users.findById(claims.accountId),
  ]);
  if (!user || !active || user.sessionVersion !== claims.sessionVersion) throw new AuthenticationRequired();
  // The token's account is the one the user item names: a user never changes account.
  const account = ownAccount ? user : teamAccount;
  if (!account || accountIdOf(user) !== claims.accountId) throw new AuthenticationRequired();
  // Its owner closed the account: nobody of it acts while its data is deleted.
  if (account.closingSince) throw new AuthenticationRequired();
  return { user, account, sessionId: claims.sessionId, read: await reading };
}
