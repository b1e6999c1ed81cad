/**
 * A new sign-in email waiting for its link to be opened (POST /api/account/email), kept on the user
 * item: one at a time, a newer request replacing the older, whose link then stops working.
 */
export interface PendingEmailChange {
  /** As typed (trimmed). */
  email: string;
  /** Named by the link's token: the link works only while this change is the one pending. */
  changeId: string;
  /** Unix seconds. */
  expiresAt: number;
}

export interface EmailChanges {
  /** Keeps the change on the user item, in place of any earlier one. */
  request(userId: string, change: PendingEmailChange): Promise<void>;
  /**
   * Makes the change in one transaction: the user's email becomes the pending one, the claim of the
   * old address goes and the new one is claimed (`EmailTaken` when another login holds it), the
   * pending change is taken off (the link works once) and the session version is bumped (every
   * session ends). False when the change is no longer the one pending, has expired at `now`, or the
   * user's email is no longer `from`.
   */
  confirm(input: { userId: string; from: string; change: PendingEmailChange; now: Date }): Promise<boolean>;
}
