import { managesBilling, managesTeam, type TeamRole, type Tier } from '@lienminder/shared';

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

/**
 * The top navigation's links by plan (docs/product.md section 2) and role (section 6): the upgrade
 * is the owner's, the team the owner's and admins', the account page everyone's.
 */
export function signedInLinks(tier: Tier, role: TeamRole = 'owner'): NavLink[] {
  const upgrade = managesBilling(role) ? UPGRADE_LABELS[tier] : undefined;
  return [
    { label: 'Add Project', to: '/projects/new', primary: true },
    ...(upgrade ? [{ label: upgrade, to: '/subscribe' }] : []),
    ...(managesTeam(role) ? [{ label: 'Team', to: '/team' }] : []),
    { label: 'Account', to: '/account' },
    { label: 'Help', to: '/help' },
  ];
}

export const SIGNED_OUT_LINKS: NavLink[] = [
  { label: 'Sign In', to: '/login' },
  { label: 'Sign Up Free', to: '/register', primary: true },
];
