import { PLANS, type Tier } from '@lienclock/shared';

/** Spec section 5: creation is blocked once the project count reaches the tier's limit. */
export function isAtProjectLimit(projectCount: number, tier: Tier): boolean {
  return projectCount >= PLANS[tier].projectLimit;
}
