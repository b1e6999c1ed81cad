import { loginSchema, normaliseEmail, type User } from '@lienminder/shared';
import { InvalidCredentials, TooManyRequests } from '#src/errors';
import type { ClosedLogins } from '#src/ports/account-closing';
import type { RateLimit, RateLimitVerdict } from '#src/ports/rate-limiter';
import { addressKey } from '#src/services/address-key';
import { parseRequest } from '#src/services/validation';
import { toPublicUser } from './public-user';
import { newSessionId, type PasswordSignInDependencies, startSession } from './start-session';
import { accountClosed, inAccount } from './user-in-account';

/**
 * Sign-in limits (docs/decisions/010). Every attempt counts, successful or not, so guessing cannot
 * hide among successes. Which buckets an attempt counts in depends on where it comes from:
 *   - from a browser that has signed in to this account before (a known device): only that
 *     device's own bucket. An attacker hammering the email elsewhere cannot touch it, so the owner
 *     still signs in;
 *   - from anywhere else: the address's bucket (one address spraying many accounts), the pair of
 *     email and address (one address guessing one account) and the account's bucket for unknown
 *     devices (many addresses guessing one account), which caps what a botnet can try at
 *     100 guesses an hour, 2,400 a day, against any one account.
 * A single address can never fill the account's bucket by itself (at most 10 per 15 minutes = 40
 * an hour), so it locks nobody out, not even the owner on a new device.
 */
export const LOGIN_RATE_LIMITS = {
  perIp: { action: 'login-ip', limit: 30, windowSeconds: 15 * 60 },
  perEmailAndIp: { action: 'login-email-ip', limit: 10, windowSeconds: 15 * 60 },
  perEmailFromUnknownDevices: { action: 'login-email', limit: 100, windowSeconds: 60 * 60 },
  perKnownDevice: { action: 'login-device', limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface LoginDependencies extends PasswordSignInDependencies {
  closedLogins: ClosedLogins;
}

/** Where an attempt comes from: the browser's address and its known-device cookie, if any. */
export interface SignInContext {
  clientIp: string;
  deviceCookie: string | undefined;
}

export interface SignedIn {
  user: User;
  sessionToken: string;
  /** The known-device cookie to set: the one the browser sent when it was valid, else a new one. */
  deviceCookie: string;
}

function countAttempt(deps: LoginDependencies, email: string, clientIp: string, deviceId: string | null) {
  const { rateLimiter } = deps;
  if (deviceId) return [rateLimiter.hit(LOGIN_RATE_LIMITS.perKnownDevice, deviceId)];
  const address = addressKey(clientIp);
  return [
    rateLimiter.hit(LOGIN_RATE_LIMITS.perIp, address),
    rateLimiter.hit(LOGIN_RATE_LIMITS.perEmailAndIp, `${email}#${address}`),
    rateLimiter.hit(LOGIN_RATE_LIMITS.perEmailFromUnknownDevices, email),
  ];
}

function refuseOverLimit(verdicts: RateLimitVerdict[]): void {
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length > 0) {
    throw new TooManyRequests(TOO_MANY_LOGIN_ATTEMPTS, Math.max(...refused.map((v) => v.retryAfterSeconds)));
  }
}

export async function login(
  deps: LoginDependencies,
  body: unknown,
  context: SignInContext,
): Promise<SignedIn> {
  const { email, password } = parseRequest(loginSchema, body);
  const user = await deps.users.findByEmail(email);
  const deviceId = user ? await deps.knownDevices.recognise(context.deviceCookie, user.id) : null;
  refuseOverLimit(await Promise.all(countAttempt(deps, normaliseEmail(email), context.clientIp, deviceId)));

  const valid = user
    ? await deps.passwords.verify(password, user.passwordHash)
    : await deps.passwords.verifyUnknownAccount(password);
  if (!user) {
    // A login of an account its owner closed: say so rather than "invalid password" (its password
    // is gone with it, so this answers whatever was typed, for CLOSED_LOGIN_NOTICE_DAYS).
    const closedAt = await deps.closedLogins.closedAt(email, deps.clock.now());
    if (closedAt) throw accountClosed(closedAt);
  }
  if (!user || !valid) throw new InvalidCredentials();

  // Never the person's first sign-in: registering or joining signed them in already.
  const sessionId = newSessionId();
  return {
    user: toPublicUser({ ...(await inAccount(deps.users, user)), sessionId }, deps.clock.now()),
    sessionToken: await startSession(deps, user, sessionId),
    deviceCookie:
      deviceId && context.deviceCookie ? context.deviceCookie : await deps.knownDevices.issue(user.id),
  };
}
