/**
 * The single-table layout: its key attributes and the partition prefixes named outside the store
 * (the stream filters of the route manifest, the CDK stack's IAM conditions). Dependency-free, so
 * routes.ts, the CDK app and the local runtime import it without the store's SDK clients; the
 * store's item modules build their keys from it, so each name and prefix exists in one place.
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

/** A user's own partition: profile, projects, plan-day marks (store/project-items.ts, user-lookup.ts). */
export const USER_PARTITION_PREFIX = 'USER#';
/** A user's alert items (store/alerts.ts). */
export const ALERTS_PARTITION_PREFIX = 'ALERTS#';
/** A user's delivery records (store/delivery-records.ts): its own partition, neither of the above. */
export const DELIVERY_PARTITION_PREFIX = 'DELIVERY#';
/** A phone's SMS status (store/phone-status-item.ts). */
export const PHONE_PARTITION_PREFIX = 'PHONE#';
/** An account's team: its teammates' places and the invitations still open (store/team.ts). */
export const TEAM_PARTITION_PREFIX = 'TEAM#';
/** An invitation found by the SHA-256 of its link's token (store/team.ts). */
export const INVITATION_PARTITION_PREFIX = 'INVITATION#';
/** An account's record of who left its team, by address (store/team-removals.ts). */
export const TEAM_REMOVALS_PARTITION_PREFIX = 'TEAM_REMOVALS#';
/**
 * An account's record of who did what to its projects (store/project-activity.ts): written in the
 * transaction of each project change, read by GET /api/projects/{id}/activity.
 */
export const ACTIVITY_PARTITION_PREFIX = 'ACTIVITY#';

/** An item's partition and sort keys, or null when they are not both non-empty strings. */
export function itemKeysOf(keys: Record<string, unknown>): { pk: string; sk: string } | null {
  const pk = keys[TABLE_KEYS.pk];
  const sk = keys[TABLE_KEYS.sk];
  return typeof pk === 'string' && pk !== '' && typeof sk === 'string' && sk !== '' ? { pk, sk } : null;
}
