import type { Tier } from '@lienminder/shared';

/** An account as stored. `subscriptionStatus` in API answers is the `tier`. */
export interface StoredUser {
  id: string;
  /** As typed at registration (trimmed); uniqueness is on its lower-case form. */
  email: string;
  firstName: string;
  lastName: string;
  /** 10 digits. */
  phone: string;
  tier: Tier;
  /** Self-describing scrypt hash (see services/auth/passwords.ts). */
  passwordHash: string;
  /** Kept by the same transactions that create and delete projects: the plan limit's counter. */
  projectCount: number;
  /** Carried in session tokens; bumping it (e.g. on password reset) signs out every session. */
  sessionVersion: number;
  createdAt: string;
}

export interface UserStore {
  /** Creates the user and claims its email in one transaction; throws `EmailTaken`. */
  create(user: StoredUser): Promise<void>;
  /**
   * `consistent` reads the latest write: the alert sync reads the tier right after the stream
   * reports its change, and an eventually consistent read could still answer the old one.
   */
  findById(userId: string, read?: { consistent: boolean }): Promise<StoredUser | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<StoredUser | null>;
  /** For the subscription flow (and tests and benchmarks until it exists). */
  setTier(userId: string, tier: Tier): Promise<void>;
  /** Invalidates every session token issued so far. */
  bumpSessionVersion(userId: string): Promise<void>;
}
