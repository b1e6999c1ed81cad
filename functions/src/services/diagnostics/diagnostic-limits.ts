import type { RateLimit, RateLimiter } from '#ports/rate-limiter';
import { TooManyRequests } from '../../errors';

/**
 * Test messages cost money and reach real phones and inboxes: each signed-in user may send a few an
 * hour, whichever page they use.
 */
export const DIAGNOSTIC_RATE_LIMITS = {
  testSms: { action: 'test-sms', limit: 5, windowSeconds: 60 * 60 },
  testEmail: { action: 'test-email', limit: 5, windowSeconds: 60 * 60 },
  resetToken: { action: 'test-reset-token', limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export const TOO_MANY_TESTS = 'Too many test messages. Please wait a while and try again.';

export async function countTest(
  rateLimiter: Pick<RateLimiter, 'hit'>,
  rule: RateLimit,
  userId: string,
): Promise<void> {
  const verdict = await rateLimiter.hit(rule, userId);
  if (!verdict.allowed) throw new TooManyRequests(TOO_MANY_TESTS, verdict.retryAfterSeconds);
}
