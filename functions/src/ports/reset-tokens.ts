/**
 * Password reset tokens, kept only as their SHA-256 hash (docs/architecture.md section 3: `RESET#<sha256>`):
 * the table never holds a token that would open an account.
 */
export interface ResetTokenRecord {
  tokenHash: string;
  userId: string;
  /** The user's session version when the link was sent: a reset bumps it, so every older link dies. */
  sessionVersion: number;
  createdAt: string;
  expiresAtSeconds: number;
}

export interface ResetTokenStore {
  save(record: ResetTokenRecord): Promise<void>;
  /** The record while it exists and has not expired at `now`; null otherwise. */
  find(tokenHash: string, now: Date): Promise<ResetTokenRecord | null>;
  /**
   * In one transaction: deletes the token (it must still exist and be unexpired) and sets the
   * user's new password hash while bumping their session version (it must still be the token's),
   * which ends every session, and ends their calendar feed. False when either condition failed:
   * the link was used or expired.
   */
  redeem(record: ResetTokenRecord, passwordHash: string, now: Date): Promise<boolean>;
}
