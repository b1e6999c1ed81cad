/** Reads a user partition's item as the item it is (ports/user-items.ts). */

import { TIERS } from '@lienminder/shared';
import * as z from 'zod/mini';
import { itemKeysOf } from '#src/keys';
import type { UserItemOf } from '#src/ports/user-items';
import { projectIdOfSortKey, userIdOfPartition } from './project-items';
import { PROFILE_SORT_KEY } from './user-lookup';

const profileTier = z.object({ tier: z.enum(TIERS) });

export const readUserItem: UserItemOf = (keys, image) => {
  const named = itemKeysOf(keys);
  if (!named) return null;
  const { pk, sk } = named;
  const userId = userIdOfPartition(pk);
  if (!userId) return null;
  const projectId = projectIdOfSortKey(sk);
  if (projectId) return { kind: 'project', userId, projectId };
  if (sk !== PROFILE_SORT_KEY) return null;
  const tier = profileTier.safeParse(image);
  return { kind: 'profile', userId, tier: tier.success ? tier.data.tier : null };
};
