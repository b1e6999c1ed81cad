import { resetPasswordRequestSchema, resetTokenSchema } from '@lienminder/shared';
import * as z from 'zod/mini';
import { InvalidResetToken, ValidationFailed } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { ResetTokenStore } from '#src/ports/reset-tokens';
import { hashSecretToken } from '#src/services/secret-token';
import { fieldErrors, parseRequest } from '#src/services/validation';
import type { PasswordHasher } from './passwords';

export interface ResetPasswordDependencies {
  resetTokens: ResetTokenStore;
  passwords: PasswordHasher;
  clock: Clock;
}

/** POST /api/auth/validate-reset-token: fine, or `InvalidResetToken` (400) — the page shows 'Invalid Reset Link'. */
export async function validateResetToken(
  deps: Pick<ResetPasswordDependencies, 'resetTokens' | 'clock'>,
  body: unknown,
): Promise<void> {
  const { token } = parseRequest(resetTokenSchema, body);
  if (!(await deps.resetTokens.find(hashSecretToken(token), deps.clock.now()))) throw new InvalidResetToken();
}

/**
 * Sets the new password once: the token is deleted in the same transaction that sets the hash and
 * bumps the session version, so a link works one time and the reset ends every session of the
 * account (docs/architecture.md section 5). The new password obeys the registration rule; a refused one
 * answers with its own message at the top ('Password must ...'), which the page shows as received.
 */
export async function resetPassword(deps: ResetPasswordDependencies, body: unknown): Promise<void> {
  const request = z.safeParse(resetPasswordRequestSchema, body);
  if (!request.success) {
    const errors = fieldErrors(request.error.issues);
    throw new ValidationFailed(errors, errors[0]?.message);
  }
  const now = deps.clock.now();
  const record = await deps.resetTokens.find(hashSecretToken(request.data.token), now);
  if (!record) throw new InvalidResetToken();
  const passwordHash = await deps.passwords.hash(request.data.newPassword);
  if (!(await deps.resetTokens.redeem(record, passwordHash, now))) throw new InvalidResetToken();
}
