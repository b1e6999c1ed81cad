import type { Tier } from '@lienclock/shared';

export interface NavLink {
  label: string;
  to: string;
  /** Drawn as the prominent button rather than a plain link. */
  primary?: boolean;
}

/**
 * The top navigation's links by plan (spec section 2): upgrades are offered only where a higher
 * plan exists (Upgrade Plan for Free, Upgrade to Gold for Silver, nothing for Gold).
 */
export function signedInLinks(tier: Tier): NavLink[] {
  const upgrade: NavLink[] =
    tier === 'free'
      ? [{ label: 'Upgrade Plan', to: '/subscribe' }]
      : tier === 'silver'
        ? [{ label: 'Upgrade to Gold', to: '/subscribe' }]
        : [];
  return [
    { label: 'Add Project', to: '/projects/new', primary: true },
    ...upgrade,
    { label: 'Help', to: '/help' },
  ];
}

export const SIGNED_OUT_LINKS: NavLink[] = [
  { label: 'Sign In', to: '/login' },
  { label: 'Sign Up Free', to: '/register', primary: true },
];
