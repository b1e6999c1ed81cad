import { phoneDigits, registerRequestSchema, type User } from '@lienclock/shared';
import type { Clock } from '#ports/clock';
import type { IdGenerator } from '#ports/ids';
import type { UserStore } from '#ports/user-store';
import { parseRequest } from '../validation';
import type { PasswordHasher } from './passwords';
import { toPublicUser } from './public-user';
import type { SessionTokens } from './session-tokens';

export interface RegisterDependencies {
  users: UserStore;
  passwords: PasswordHasher;
  sessions: SessionTokens;
  ids: IdGenerator;
  clock: Clock;
}

/** A new account on the Free plan, signed in at once. Throws `EmailTaken` (409) for a known email. */
export async function register(
  deps: RegisterDependencies,
  body: unknown,
): Promise<{ user: User; sessionToken: string }> {
  const request = parseRequest(registerRequestSchema, body);
  const user = {
    id: deps.ids.newId(),
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
    phone: phoneDigits(request.phone),
    tier: 'free' as const,
    passwordHash: await deps.passwords.hash(request.password),
    projectCount: 0,
    sessionVersion: 1,
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.users.create(user);
  const sessionToken = await deps.sessions.issue({ userId: user.id, sessionVersion: user.sessionVersion });
  return { user: toPublicUser(user), sessionToken };
}
