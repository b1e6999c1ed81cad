import { generateResetTokenSchema, normaliseEmail } from '@lienminder/shared';
import type { Clock } from '#ports/clock';
import type { RateLimiter } from '#ports/rate-limiter';
import type { ResetTokenStore } from '#ports/reset-tokens';
import type { StoredUser } from '#ports/user-store';
import { RecipientNotAllowed, RouteNotAvailable } from '../../errors';
import { confirmCurrentPassword } from '../auth/current-password';
import { issueResetToken } from '../auth/issue-reset-token';
import type { PasswordHasher } from '../auth/passwords';
import { parseRequest } from '../validation';
import { DIAGNOSTIC_RATE_LIMITS, TOO_MANY_TESTS } from './diagnostic-limits';

export interface GenerateResetTokenDependencies {
  resetTokens: ResetTokenStore;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  passwords: Pick<PasswordHasher, 'verify'>;
  diagnosticsEnabled: boolean;
}

/**
 * POST /api/test/generate-reset-token (the password reset diagnostic page): a real reset token for
 * the signed-in user's own account, handed to the page instead of mailed. It exists only where
 * diagnostics are enabled (DESIGN.md section 5); elsewhere it answers like an unknown route.
 *
 * The token sets a new password without the old one, so it costs the old one
 * (auth/current-password.ts): a session alone cannot turn into the account.
 */
export async function generateResetToken(
  deps: GenerateResetTokenDependencies,
  user: StoredUser,
  body: unknown,
) {
  if (!deps.diagnosticsEnabled) throw new RouteNotAvailable();
  const { email, currentPassword } = parseRequest(generateResetTokenSchema, body);
  if (normaliseEmail(email) !== normaliseEmail(user.email)) {
    throw new RecipientNotAllowed('A reset token can be generated only for your own account email.');
  }
  await confirmCurrentPassword(
    deps,
    { rule: DIAGNOSTIC_RATE_LIMITS.resetToken, refusal: TOO_MANY_TESTS },
    user,
    currentPassword,
  );
  const token = await issueResetToken(deps, user);
  return { token, userEmail: user.email, message: 'Reset token generated. It expires in 1 hour.' };
}
