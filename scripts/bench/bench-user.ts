import type { Tier } from '@lienminder/shared';
import type { StoredUser } from '../../functions/src/ports/user-store';

/** The alert benches' account number `n`: stored directly, since no bench signs in. */
export function benchUser(n: number, tier: Tier, createdAt: Date): StoredUser {
  return {
    id: `benchuser${n}`,
    email: `bench${n}@example.com`,
    firstName: 'Bench',
    lastName: 'User',
    phone: '3055550142',
    tier,
    passwordHash: 'x',
    projectCount: 0,
    sessionVersion: 1,
    createdAt: createdAt.toISOString(),
  };
}
