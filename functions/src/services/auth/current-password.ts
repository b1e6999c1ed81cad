import { CurrentPasswordRejected, TooManyRequests } from '#src/errors';
import type { RateLimit, RateLimiter } from '#src/ports/rate-limiter';
import type { StoredUser } from '#src/ports/user-store';
import type { PasswordHasher } from './passwords';

export interface CurrentPasswordDependencies {
  rateLimiter: Pick<RateLimiter, 'hit'>;
  passwords: Pick<PasswordHasher, 'verify'>;
}

/** What a limit on tries of the current password is: the rule that counts them, the 429's words. */
export interface CurrentPasswordLimit {
  rule: RateLimit;
  refusal: string;
}

/**
 * Ten tries an hour per user of the current password before one act (`action` keeps each act's
 * count apart): enough for typing mistakes, too few to guess a password with a stolen session.
 */
export const currentPasswordTries = (action: string): CurrentPasswordLimit => ({
  rule: { action, limit: 10, windowSeconds: 60 * 60 },
  refusal: 'Too many password tries. Please wait a while and try again.',
});

/**
 * The signed-in user's current password, asked again before something a session alone must not
 * get (a reset token, a calendar feed address): a cookie lifted from a shared computer cannot turn
 * into it. Each try is counted for the user under `limit` before the password is checked, so the
 * limit is also a limit on guesses; past it, 429 with `refusal`. A wrong password answers 403.
 */
export async function confirmCurrentPassword(
  deps: CurrentPasswordDependencies,
  limit: CurrentPasswordLimit,
  user: StoredUser,
  currentPassword: string,
): Promise<void> {
  const verdict = await deps.rateLimiter.hit(limit.rule, user.id);
  if (!verdict.allowed) throw new TooManyRequests(limit.refusal, verdict.retryAfterSeconds);
  if (!(await deps.passwords.verify(currentPassword, user.passwordHash))) throw new CurrentPasswordRejected();
}
