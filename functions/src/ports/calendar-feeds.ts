/**
 * Each user's private calendar feed, known by the SHA-256 of its token alone (like reset tokens:
 * the table never holds an address that would open a feed). A user has one feed at most: making a
 * new one retires the old at once.
 */
export interface CalendarFeedStore {
  /**
   * Makes `tokenHash` the user's one feed, in one transaction that also deletes the feed they had
   * (if any): there are never two live feeds of a user, and a failure leaves the old one working.
   */
  replace(userId: string, tokenHash: string, createdAt: string): Promise<void>;
  /** Deletes the user's feed; nothing to do when they have none. */
  revoke(userId: string): Promise<void>;
  /** The user whose live feed `tokenHash` names, or null (never issued, replaced or revoked). */
  ownerOf(tokenHash: string): Promise<string | null>;
  /** When the user's live feed was made, null when they have none (what an export says of it: never its token). */
  liveSince(userId: string): Promise<string | null>;
}
