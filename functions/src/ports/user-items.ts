/**
 * What an item in a user's partition is, told from its keys, and for the profile its plan's tier.
 * The store alone knows the items' shapes (store/user-items.ts); the alert sync reads a change
 * through this, as these two kinds are the ones whose change can move alerts.
 */
import type { Tier } from '@lienminder/shared';

export type UserItem =
  | { kind: 'project'; userId: string; projectId: string }
  /** `tier`: the image's, null when the image holds none (a removed item, another shape). */
  | { kind: 'profile'; userId: string; tier: Tier | null };

/**
 * The user item a change's keys (its partition and sort key) name, read from one of its images
 * (null when the change has none on that side), or null for any other item.
 */
export type UserItemOf = (
  keys: Record<string, unknown>,
  image: Record<string, unknown> | null,
) => UserItem | null;
