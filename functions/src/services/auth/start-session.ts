import { randomBytes } from 'node:crypto';
import type { Clock } from '#src/ports/clock';
import type { RateLimiter } from '#src/ports/rate-limiter';
import type { SessionStore } from '#src/ports/session-store';
import { SESSION_LIFETIME_SECONDS } from '#src/ports/session-store';
import { accountIdOf, type StoredUser, type UserStore } from '#src/ports/user-store';
import type { KnownDevices } from './known-devices';
import type { PasswordHasher } from './passwords';
import type { SessionTokens } from './session-tokens';

export interface SessionStartDependencies {
  sessions: SessionTokens;
  sessionStore: SessionStore;
  clock: Clock;
}

/**
 * What every password sign-in uses (registering, signing in, joining a team): the users, the
 * per-address limits, the password hash, the known-device cookie and the session it starts.
 */
export interface PasswordSignInDependencies extends SessionStartDependencies {
  users: UserStore;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  knownDevices: KnownDevices;
}

/**
 * A session's id: 128 random bits. Guessing one is pointless without the signing key anyway, but
 * it must never collide.
 */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

/**
 * A new signed-in session for `user`: its item first, then the token that names it, so no token
 * exists for a session the server does not know. A registration or a join names its id beforehand,
 * as the person's first session (StoredUser.firstSessionId).
 */
export async function startSession(
  deps: SessionStartDependencies,
  user: StoredUser,
  sessionId: string = newSessionId(),
): Promise<string> {
  const now = deps.clock.now();
  await deps.sessionStore.start({
    sessionId,
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAtSeconds: Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_SECONDS,
  });
  return deps.sessions.issue({
    userId: user.id,
    accountId: accountIdOf(user),
    sessionVersion: user.sessionVersion,
    sessionId,
  });
}
