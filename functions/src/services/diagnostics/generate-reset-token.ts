import { generateResetTokenSchema, normaliseEmail } from '@lienminder/shared';
import { RecipientNotAllowed, RouteNotAvailable } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { RateLimiter } from '#src/ports/rate-limiter';
import type { ResetTokenStore } from '#src/ports/reset-tokens';
import type { StoredUser } from '#src/ports/user-store';
import { confirmCurrentPassword } from '#src/services/auth/current-password';
import { issueResetToken } from '#src/services/auth/issue-reset-token';
import type { PasswordHasher } from '#src/services/auth/passwords';
import { parseRequest } from '#src/services/validation';
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
 * diagnostics are enabled (docs/architecture.md section 5); elsewhere it answers like an unknown route.
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
