import { loginSchema, type User } from '@lienminder/shared';
import type { RateLimit, RateLimiter } from '#ports/rate-limiter';
import type { UserStore } from '#ports/user-store';
import { InvalidCredentials, TooManyRequests } from '../../errors';
import { parseRequest } from '../validation';
import type { PasswordHasher } from './passwords';
import { toPublicUser } from './public-user';
import type { SessionTokens } from './session-tokens';

/**
 * Every attempt counts, successful or not, so guessing cannot hide among successes. Per email it
 * stops guessing one account's password; per IP address it stops trying one password across many
 * accounts, with more room because an office shares one address.
 */
export const LOGIN_RATE_LIMITS = {
  perEmail: { action: 'login-email', limit: 10, windowSeconds: 15 * 60 },
  perIp: { action: 'login-ip', limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface LoginDependencies {
  users: UserStore;
  passwords: PasswordHasher;
  sessions: SessionTokens;
  rateLimiter: RateLimiter;
}

export async function login(
  deps: LoginDependencies,
  body: unknown,
  clientIp: string,
): Promise<{ user: User; sessionToken: string }> {
  const { email, password } = parseRequest(loginSchema, body);
  const verdicts = await Promise.all([
    deps.rateLimiter.hit(LOGIN_RATE_LIMITS.perEmail, email.toLowerCase()),
    deps.rateLimiter.hit(LOGIN_RATE_LIMITS.perIp, clientIp),
  ]);
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length > 0) {
    throw new TooManyRequests(TOO_MANY_LOGIN_ATTEMPTS, Math.max(...refused.map((v) => v.retryAfterSeconds)));
  }

  const user = await deps.users.findByEmail(email);
  const valid = user
    ? await deps.passwords.verify(password, user.passwordHash)
    : await deps.passwords.verifyUnknownAccount(password);
  if (!user || !valid) throw new InvalidCredentials();

  const sessionToken = await deps.sessions.issue({ userId: user.id, sessionVersion: user.sessionVersion });
  return { user: toPublicUser(user), sessionToken };
}
