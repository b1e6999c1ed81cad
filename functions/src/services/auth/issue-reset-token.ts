import type { Clock } from '#src/ports/clock';
import type { ResetTokenStore } from '#src/ports/reset-tokens';
import type { StoredUser } from '#src/ports/user-store';
import { newSecretToken } from '#src/services/secret-token';

/** The link's lifetime (docs/product.md section 9: 1 hour). */
const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/** A new reset token for `user`, valid for 1 hour; only its hash is stored. Answers the token itself. */
export async function issueResetToken(
  deps: { resetTokens: ResetTokenStore; clock: Clock },
  user: StoredUser,
): Promise<string> {
  const now = deps.clock.now();
  const { token, tokenHash } = newSecretToken();
  await deps.resetTokens.save({
    tokenHash,
    userId: user.id,
    sessionVersion: user.sessionVersion,
    createdAt: now.toISOString(),
    expiresAtSeconds: Math.floor(now.getTime() / 1000) + RESET_TOKEN_LIFETIME_SECONDS,
  });
  return token;
}
