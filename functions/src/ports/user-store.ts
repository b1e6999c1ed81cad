import type { CompanyProfile, PaidTier, TeamRole, Tier } from '@lienminder/shared';
import type { PendingEmailChange } from './email-changes';

/**
 * A person as stored, with their own login. The account's id is its first user's id
 * (docs/architecture.md section 9): that user's item also holds what belongs to the account (the
 * plan, the counters, billing, the company profile), and a teammate's item names the account in
 * `accountId`. `subscriptionStatus` in API answers is the account's `tier`.
 */
export interface StoredUser {
  id: string;
  /** The account this person works in; absent on an account's first user (their id is the account's). */
  accountId?: string;
  /** Absent on users from before teams: each founded their account and owns it. */
  role?: TeamRole;
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
  /** The people in the account, kept by the joins and removals (absent: its first user alone, docs/decisions/032). */
  memberCount?: number;
  /** Carried in session tokens; bumping it (e.g. on password reset) signs out every session. */
  sessionVersion: number;
  /**
   * Bumped in the same transaction as every write of one of the user's projects (absent: none
   * since the field came in), so a read of it says whether projects read earlier are still
   * current (docs/decisions/017).
   */
  projectsRevision?: number;
  createdAt: string;
  /**
   * From the payment side only the customer id, the subscription id and its status are kept (docs/product.md
   * section 1). The customer is created once and kept for later subscriptions.
   */
  stripeCustomerId?: string;
  /** The subscription the last payment event was about: the one that bills now, or did. */
  stripeSubscriptionId?: string;
  subscriptionState?: SubscriptionState;
  /**
   * The last subscription started for each paid plan. While it waits for its first payment, asking
   * for that plan again answers it rather than starting another (two clicks, one subscription).
   */
  pendingSubscriptions?: Partial<Record<PaidTier, string>>;
  /**
   * The payment provider's own time (Unix seconds) of the last billing fact applied: webhooks come
   * repeated and out of order, and a fact older than this one changes nothing.
   */
  billingAsOf?: number;
  /** Who signs the statutory forms (Gold); absent until first saved. */
  companyProfile?: CompanyProfile;
  /** A new sign-in email waiting for its link to be opened. */
  pendingEmailChange?: PendingEmailChange;
  /**
   * On the account's item: when its owner closed it. From then on nobody of it signs in or acts,
   * while its data is deleted (services/account/close-account.ts).
   */
  closingSince?: string;
  /** The person has a live calendar feed (read from the item's feed hash, store/calendar-feeds.ts). */
  hasCalendarFeed?: true;
  /**
   * The session their registration or joining started: while it lasts, the app greets them as new
   * (absent on users from before it was kept, who have signed in before).
   */
  firstSessionId?: string;
}

/** The account a user works in: its id is the id of the user who made it. */
export const accountIdOf = (user: Pick<StoredUser, 'id' | 'accountId'>): string => user.accountId ?? user.id;

export const roleOf = (user: Pick<StoredUser, 'role'>): TeamRole => user.role ?? 'owner';

/**
 * Who a session is: the person, and the account they act in (its plan, counters and projects). For
 * the account's first user both are the same item.
 */
export interface UserInAccount {
  user: StoredUser;
  account: StoredUser;
}

/** Stripe's subscription statuses this product acts on. */
export type SubscriptionState = 'incomplete' | 'active' | 'past_due' | 'canceled';

/** What a payment event says about the user's subscription, as of the provider's own time. */
export interface BillingFact {
  asOf: number;
  subscriptionId: string;
  state: SubscriptionState;
  /** The plan the fact puts the user on; absent leaves it (a failed payment keeps the tier). */
  tier?: Tier;
  /**
   * Applies only while this is still the user's subscription, or the user is on none live (a late
   * deletion of an old one changes nothing; one of a subscription never paid is kept, so that its
   * payment arriving later is stale).
   */
  onlyIfCurrent?: boolean;
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
  /** Records the payment customer and claims its id for the webhook's look-up; the first customer stays. */
  attachStripeCustomer(userId: string, customerId: string): Promise<void>;
  findByStripeCustomer(customerId: string): Promise<StoredUser | null>;
  /** The subscription just started for the plan; its facts arrive through payment events. */
  recordPendingSubscription(userId: string, tier: PaidTier, subscriptionId: string): Promise<void>;
  /** Applies the fact unless a newer one was applied already; answers whether it was. */
  applyBillingFact(userId: string, fact: BillingFact): Promise<boolean>;
  /** Replaces the account's company profile, the one every statutory form is signed with. */
  setCompanyProfile(userId: string, profile: CompanyProfile): Promise<void>;
  /**
   * Invalidates every session token issued so far (sign out everywhere), and ends the user's
   * calendar feed in the same write: the feed ends with the sessions.
   */
  bumpSessionVersion(userId: string): Promise<void>;
}

/** A user read by id: what a session check and an alert's decision need. */
export type UserLookup = Pick<UserStore, 'findById'>;
