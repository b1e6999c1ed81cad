import type { Tier } from '@lienminder/shared';

export interface NavLink {
  label: string;
  to: string;
  /** Drawn as the prominent button rather than a plain link. */
  primary?: boolean;
}

/**
 * docs/product.md section 2: an upgrade is offered only where a higher plan exists (Upgrade Plan for Free,
 * Upgrade to Gold for Silver, nothing for Gold).
 */
export const UPGRADE_LABELS: Record<Tier, string | undefined> = {
  free: 'Upgrade Plan',
  silver: 'Upgrade to Gold',
  gold: undefined,
};

/** The top navigation's links by plan (docs/product.md section 2). */
export function signedInLinks(tier: Tier): NavLink[] {
  const upgrade = UPGRADE_LABELS[tier];
  return [
    { label: 'Add Project', to: '/projects/new', primary: true },
    ...(upgrade ? [{ label: upgrade, to: '/subscribe' }] : []),
    { label: 'Help', to: '/help' },
  ];
}

export const SIGNED_OUT_LINKS: NavLink[] = [
  { label: 'Sign In', to: '/login' },
  { label: 'Sign Up Free', to: '/register', primary: true },
];
