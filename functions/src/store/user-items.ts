/** Reads a user partition's keys as the item they name (ports/user-items.ts). */

import { itemKeysOf } from '#src/keys';
import type { UserItemOfKeys } from '#src/ports/user-items';
import { projectIdOfSortKey, userIdOfPartition } from './project-items';
import { PROFILE_SORT_KEY } from './user-lookup';

export const userItemOfKeys: UserItemOfKeys = (keys) => {
  const named = itemKeysOf(keys);
  if (!named) return null;
  const { pk, sk } = named;
  const userId = userIdOfPartition(pk);
  if (!userId) return null;
  const projectId = projectIdOfSortKey(sk);
  if (projectId) return { kind: 'project', userId, projectId };
  return sk === PROFILE_SORT_KEY ? { kind: 'profile', userId } : null;
};
