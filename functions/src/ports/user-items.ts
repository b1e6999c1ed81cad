/**
 * What an item in a user's partition is, told from its keys. The store alone knows the key shapes
 * (store/user-items.ts); the alert sync reads a change through this, as these two kinds are the
 * ones whose change can move alerts.
 */
export type UserItem =
  | { kind: 'project'; userId: string; projectId: string }
  | { kind: 'profile'; userId: string };

/** The user item a change's keys (its partition and sort key) name, or null for any other item. */
export type UserItemOfKeys = (keys: Record<string, unknown>) => UserItem | null;
