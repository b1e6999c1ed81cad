/** How long a sign-in lasts: the token's expiry, its item's and the cookie's. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/**
 * One item per sign-in (docs/decisions/010): a session token is honoured only while its item
 * exists, so Sign Out ends that one session on the server and leaves the user's other devices
 * signed in.
 */
export interface StoredSession {
  sessionId: string;
  userId: string;
  createdAt: string;
  /** When the token itself expires (epoch seconds); also the item's TTL. */
  expiresAtSeconds: number;
}

export interface SessionStore {
  start(session: StoredSession): Promise<void>;
  /** True while the session exists, belongs to `userId` and has not expired at `now`. */
  isActive(sessionId: string, userId: string, now: Date): Promise<boolean>;
  /** Ends one session; ending one that is already gone is not an error. */
  end(sessionId: string): Promise<void>;
}
