import { TooManyRequests } from '#src/errors';
import type { RateLimit, RateLimiter } from '#src/ports/rate-limiter';

/**
 * Test messages cost money and reach real phones and inboxes: each signed-in user may send a few an
 * hour, whichever page they use.
 */
export const DIAGNOSTIC_RATE_LIMITS = {
  testSms: { action: 'test-sms', limit: 5, windowSeconds: 60 * 60 },
  testEmail: { action: 'test-email', limit: 5, windowSeconds: 60 * 60 },
  resetToken: { action: 'test-reset-token', limit: 10, windowSeconds: 60 * 60 },
  /**
   * The payment diagnostics that call Stripe's API (test, api-test, price-test) share Stripe's
   * request rate with checkout and the webhook's follow-ups: one user's page left refreshing must
   * not spend it for every customer.
   */
  stripeCheck: { action: 'test-stripe', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export const TOO_MANY_TESTS = 'Too many test messages. Please wait a while and try again.';
export const TOO_MANY_STRIPE_CHECKS = 'Too many payment provider checks. Please wait a while and try again.';

export async function countTest(
  rateLimiter: Pick<RateLimiter, 'hit'>,
  rule: RateLimit,
  userId: string,
  refusal = TOO_MANY_TESTS,
): Promise<void> {
  const verdict = await rateLimiter.hit(rule, userId);
  if (!verdict.allowed) throw new TooManyRequests(refusal, verdict.retryAfterSeconds);
}

/** One call of a payment diagnostic that reaches Stripe's API, counted for the signed-in user. */
export function countStripeCheck(rateLimiter: Pick<RateLimiter, 'hit'>, userId: string): Promise<void> {
  return countTest(rateLimiter, DIAGNOSTIC_RATE_LIMITS.stripeCheck, userId, TOO_MANY_STRIPE_CHECKS);
}
