import type { ProjectInput, Tier } from '@lienminder/shared';
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

/**
 * The job every alert bench's projects are on: the same parties and first furnishing day, so the
 * benches differ only in what they measure (last furnishing, recipients, reminders).
 */
export const BENCH_JOB = {
  address: '1 Brickell Ave, Miami, FL',
  generalContractor: 'Coastal Builders LLC',
  propertyOwner: 'Brickell Holdings',
  firstFurnishingDate: '2026-01-07',
} as const satisfies Partial<ProjectInput>;
