/**
 * The single-table layout: its key attributes and its partitions by item type, named once for the
 * store, the route manifest (stream filters, each function's item types) and the CDK stack's IAM
 * conditions. Dependency-free, so routes.ts, the CDK app and the local runtime import it without the
 * store's SDK clients; the store's item modules build their keys from it, so each name and prefix
 * exists in one place.
 */
export const TABLE_KEYS = {
  pk: 'pk',
  sk: 'sk',
  gsi1pk: 'gsi1pk',
  gsi1sk: 'gsi1sk',
  /** DynamoDB TTL attribute (epoch seconds). DynamoDB Local never expires items: readers filter on it too. */
  ttl: 'expiresAt',
  gsi1Name: 'gsi1',
} as const;

/**
 * Every partition of the table and of its index, by the item type it holds: the key's prefix (ending
 * in `#`, an id follows) or, for a fixed partition, the whole key. The store's modules build their
 * keys from here, and each function's manifest entry (routes.ts `items`) names the types it touches,
 * which the CDK stack turns into its grant's `dynamodb:LeadingKeys` condition (docs/security.md,
 * "Table access by item type"): a key no entry here names is one no function may touch in AWS.
 */
export const PARTITION_KEYS = {
  /** A user's own partition: profile, projects, plan-day marks, a pending data deletion (store/project-items.ts, user-lookup.ts). */
  user: 'USER#',
  /** The claim that makes an email address one login (store/users.ts). */
  email: 'EMAIL#',
  /** A Stripe customer's user (store/users.ts). */
  stripeCustomer: 'STRIPE_CUSTOMER#',
  /** A signed-in session (store/sessions.ts). */
  session: 'SESSION#',
  /** A password reset token, by its hash (store/reset-tokens.ts). */
  resetToken: 'RESET#',
  /** A rate limit's window count (store/rate-limits.ts). */
  rateLimit: 'RATE#',
  /** A spent SMS opt-in proof of work (store/spent-proofs.ts). */
  spentProof: 'PROOF#',
  /** A private calendar feed, by its token's hash (store/calendar-feeds.ts). */
  calendarFeed: 'CALFEED#',
  /** A user's alert items (store/alerts.ts). */
  alerts: 'ALERTS#',
  /** The claim that makes an alert go out once (store/delivery-claims.ts). */
  sentClaim: 'SENT#',
  /** A user's delivery records (store/delivery-records.ts): its own partition, neither of the above. */
  delivery: 'DELIVERY#',
  /** A phone's SMS status (store/phone-status-item.ts). */
  phone: 'PHONE#',
  /** An account's suppression list and missed alerts (store/suppressions.ts). */
  suppressions: 'SUPPRESSED#',
  /** An account's team: its teammates' places and the invitations still open (store/team.ts). */
  team: 'TEAM#',
  /** An invitation found by the SHA-256 of its link's token (store/team.ts). */
  invitation: 'INVITATION#',
  /** An account's record of who left its team, by address (store/team-removals.ts). */
  teamRemovals: 'TEAM_REMOVALS#',
  /**
   * An account's record of who did what to its projects (store/project-activity.ts): written in the
   * transaction of each project change, read by GET /api/projects/{id}/activity.
   */
  activity: 'ACTIVITY#',
  /** A month of the SMS consent proof log (store/consent-records.ts). */
  consentMonth: 'CONSENT#',
  /** The list of the consent log's months (store/consent-records.ts). */
  consentMonths: 'CONSENT_MONTHS',
  /** An inbound SMS already recorded, by Twilio's message id (store/consent-records.ts). */
  inboundMessage: 'SMS_INBOUND#',
  /** A Stripe event already processed (store/processed-events.ts). */
  stripeEvent: 'STRIPE_EVENT#',
  /** The health check's item (store/health.ts). */
  health: 'HEALTH',
  /** A closed account's former login, by the hash of its email (store/closed-logins.ts). */
  closedLogin: 'CLOSED_LOGIN#',
  // The index's partitions (`gsi1pk`): a Query on the index is authorised against its key.
  /** Index: the scheduled alerts of a day, sharded (store/alerts.ts). */
  alertDay: 'ALERTDAY#',
  /** Index: alerts without a schedule, sharded by user (store/alerts.ts). */
  unscheduledAlerts: 'ALERTUNSCHEDULED#',
  /** Index: delivery records due on a day, sharded (store/delivery-records.ts). */
  deliveryDue: 'DELIVERYDUE#',
  /** Index: a sent message by its provider's id (store/delivery-records.ts). */
  sentMessage: 'SENTMESSAGE#',
  /** Index: projects to re-check on a day, sharded (store/plan-days.ts). */
  planDay: 'PLANDAY#',
  /** Index: the data deletions due, by time (store/data-deletions.ts). */
  dataDeletionDue: 'DATA_DELETION',
  /** Index: the accounts whose closing has not finished (store/account-closing.ts). */
  accountClosing: 'ACCOUNT_CLOSING',
} as const;

/** An item type: a partition of the table or of its index (PARTITION_KEYS). */
export type ItemType = keyof typeof PARTITION_KEYS;

/**
 * The `dynamodb:LeadingKeys` pattern (IAM StringLike) of an item type's partitions: the prefix and
 * any id after it, or the fixed key itself.
 */
export const leadingKeyPattern = (type: ItemType): string => {
  const key: string = PARTITION_KEYS[type];
  return key.endsWith('#') ? `${key}*` : key;
};

// The names the store and the stream filters knew them by before the item types.
export const USER_PARTITION_PREFIX = PARTITION_KEYS.user;
export const ALERTS_PARTITION_PREFIX = PARTITION_KEYS.alerts;
export const DELIVERY_PARTITION_PREFIX = PARTITION_KEYS.delivery;
export const PHONE_PARTITION_PREFIX = PARTITION_KEYS.phone;
export const TEAM_PARTITION_PREFIX = PARTITION_KEYS.team;
export const INVITATION_PARTITION_PREFIX = PARTITION_KEYS.invitation;
export const TEAM_REMOVALS_PARTITION_PREFIX = PARTITION_KEYS.teamRemovals;
export const ACTIVITY_PARTITION_PREFIX = PARTITION_KEYS.activity;

/** An item's partition and sort keys, or null when they are not both non-empty strings. */
export function itemKeysOf(keys: Record<string, unknown>): { pk: string; sk: string } | null {
  const pk = keys[TABLE_KEYS.pk];
  const sk = keys[TABLE_KEYS.sk];
  return typeof pk === 'string' && pk !== '' && typeof sk === 'string' && sk !== '' ? { pk, sk } : null;
}
