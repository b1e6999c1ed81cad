import { phoneDigits, registerRequestSchema } from '@lienminder/shared';
import { TooManyRequests } from '#src/errors';
import type { IdGenerator } from '#src/ports/ids';
import type { RateLimit } from '#src/ports/rate-limiter';
import { addressKey } from '#src/services/address-key';
import { parseRequest } from '#src/services/validation';
import type { SignedIn } from './login';
import { toPublicUser } from './public-user';
import { newSessionId, type PasswordSignInDependencies, startSession } from './start-session';

/**
 * Sign-ups per IP address: each one costs a 128 MiB scrypt hash, and the 409 the spec requires for a
 * known email would otherwise tell anyone, at any speed, who has an account. An office behind one
 * address still has ample room.
 */
export const REGISTER_RATE_LIMIT = {
  action: 'register-ip',
  limit: 50,
  windowSeconds: 60 * 60,
} satisfies RateLimit;

export const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please wait a while and try again.';

export interface RegisterDependencies extends PasswordSignInDependencies {
  ids: IdGenerator;
}

/**
 * A new account on the Free plan, signed in at once (its first sign-in); the browser that created it becomes a known
 * device of the account (docs/decisions/010). Throws `EmailTaken` (409) for a known email.
 */
export async function register(
  deps: RegisterDependencies,
  body: unknown,
  clientIp: string,
): Promise<SignedIn> {
  const request = parseRequest(registerRequestSchema, body);
  const verdict = await deps.rateLimiter.hit(REGISTER_RATE_LIMIT, addressKey(clientIp));
  if (!verdict.allowed) throw new TooManyRequests(TOO_MANY_SIGN_UPS, verdict.retryAfterSeconds);
  const sessionId = newSessionId();
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
    firstSessionId: sessionId,
  };
  await deps.users.create(user);
  return {
    user: toPublicUser({ user, account: user, sessionId }, deps.clock.now()),
    sessionToken: await startSession(deps, user, sessionId),
    deviceCookie: await deps.knownDevices.issue(user.id),
  };
}
