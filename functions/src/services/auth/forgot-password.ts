import { setTimeout as sleep } from 'node:timers/promises';
import { forgotPasswordSchema, normaliseEmail } from '@lienminder/shared';
import { TooManyRequests } from '#src/errors';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { RateLimit, RateLimiter } from '#src/ports/rate-limiter';
import type { ResetTokenStore } from '#src/ports/reset-tokens';
import type { UserStore } from '#src/ports/user-store';
import { addressKey } from '#src/services/address-key';
import { parseRequest } from '#src/services/validation';
import { issueResetToken } from './issue-reset-token';
import { resetEmail, resetLink } from './reset-email';

/**
 * Per address: one browser cannot mail-bomb many inboxes. Per email: one inbox gets at most 5
 * links an hour, whoever asks. Both count unknown emails too, so a 429 tells nothing about accounts.
 */
export const FORGOT_PASSWORD_RATE_LIMITS = {
  perIp: { action: 'forgot-ip', limit: 20, windowSeconds: 60 * 60 },
  perEmail: { action: 'forgot-email', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please wait a while and try again.';

/** The one answer for every email, known or not (docs/product.md section 7 reads `message`). */
export const RESET_LINK_SENT =
  'If an account exists for that email, a password reset link is on its way. It expires in 1 hour.';

/**
 * Every answer waits until this long after the request began. A known email costs a token write and
 * handing over the email; an unknown one costs nothing: without a floor, response times would tell
 * which emails have accounts. Measured locally: known 122-140 ms, unknown 55-71 ms, both 302-331 ms
 * with the floor (docs/decisions/010).
 */
export const FORGOT_PASSWORD_ANSWER_FLOOR_MS = 300;

export interface ForgotPasswordDependencies {
  users: UserStore;
  resetTokens: ResetTokenStore;
  rateLimiter: RateLimiter;
  messages: MessageDispatch;
  clock: Clock;
  publicUrl: URL;
}

export async function forgotPassword(
  deps: ForgotPasswordDependencies,
  body: unknown,
  clientIp: string,
): Promise<{ message: string }> {
  const { email } = parseRequest(forgotPasswordSchema, body);
  const started = performance.now();
  const verdicts = await Promise.all([
    deps.rateLimiter.hit(FORGOT_PASSWORD_RATE_LIMITS.perIp, addressKey(clientIp)),
    deps.rateLimiter.hit(FORGOT_PASSWORD_RATE_LIMITS.perEmail, normaliseEmail(email)),
  ]);
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length > 0) {
    throw new TooManyRequests(TOO_MANY_RESET_REQUESTS, Math.max(...refused.map((v) => v.retryAfterSeconds)));
  }

  try {
    await sendResetLink(deps, email);
  } catch (error) {
    // Answered like every other request: a 500 here, and only here, would say the account exists.
    // The log line is what an operator's alarm counts.
    log.error('Password reset email could not be handed over', { error });
  }
  await sleep(Math.max(0, FORGOT_PASSWORD_ANSWER_FLOOR_MS - (performance.now() - started)));
  return { message: RESET_LINK_SENT };
}

async function sendResetLink(deps: ForgotPasswordDependencies, email: string): Promise<void> {
  const user = await deps.users.findByEmail(email);
  if (!user) return;
  const token = await issueResetToken(deps, user);
  await deps.messages.dispatch('password_reset', [
    { channel: 'email', ...resetEmail(user.email, resetLink(deps.publicUrl, token)) },
  ]);
}
