/** Plans and what each allows (docs/product.md sections 6 and 9). The server enforces these; the UI mirrors them. */
export const TIERS = ['free', 'silver', 'gold'] as const;
export type Tier = (typeof TIERS)[number];

export interface Plan {
  tier: Tier;
  name: string;
  /** Monthly price in US cents. */
  priceCents: number;
  projectLimit: number;
  /** People with their own login in the account, its owner included (docs/decisions/032). */
  seats: number;
  alertEmails: number;
  alertPhones: number;
  smsAlerts: boolean;
  recurringAlerts: boolean;
  deleteProjects: boolean;
  premiumFeatures: boolean;
}

export const PLANS: Record<Tier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    priceCents: 0,
    projectLimit: 1,
    seats: 1,
    alertEmails: 1,
    alertPhones: 0,
    smsAlerts: false,
    recurringAlerts: false,
    deleteProjects: false,
    premiumFeatures: false,
  },
  silver: {
    tier: 'silver',
    name: 'Silver',
    priceCents: 899,
    projectLimit: 10,
    seats: 3,
    alertEmails: 2,
    alertPhones: 2,
    smsAlerts: true,
    recurringAlerts: true,
    deleteProjects: true,
    premiumFeatures: false,
  },
  gold: {
    tier: 'gold',
    name: 'Gold',
    priceCents: 1499,
    projectLimit: 50,
    seats: 10,
    alertEmails: 5,
    alertPhones: 5,
    smsAlerts: true,
    recurringAlerts: true,
    deleteProjects: true,
    premiumFeatures: true,
  },
};

/** Tiers are ordered free < silver < gold; access is granted at or above the required tier. */
export function hasAccess(userTier: Tier, requiredTier: Tier): boolean {
  return TIERS.indexOf(userTier) >= TIERS.indexOf(requiredTier);
}

/** The plan above this one, the one an upgrade offers; none above Gold. */
export function nextTier(tier: Tier): Tier | undefined {
  return TIERS[TIERS.indexOf(tier) + 1];
}

/** docs/product.md section 5: creation is blocked once the project count reaches the tier's limit. */
export function isAtProjectLimit(projectCount: number, tier: Tier): boolean {
  return projectCount >= PLANS[tier].projectLimit;
}

/** "$8.99" — whole-cent prices shown as the landing and subscribe pages print them. */
export function formatPrice(priceCents: number): string {
  return `$${(priceCents / 100).toFixed(2)}`;
}
