/**
 * A company is one account with people in it, each with a role (docs/product.md section 6):
 * the owner (billing, the team, closing the account; one per account), admins (the team and all
 * projects) and members (all projects, documents, done marks and their own profile). The server
 * enforces these; the app mirrors them.
 */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation or a role change may give: ownership is only ever handed over. */
export const INVITED_ROLES = ['admin', 'member'] as const satisfies readonly TeamRole[];
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** Who may see and change the team: invite, withdraw, change roles, remove. */
export function managesTeam(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** Who may change the plan, pay, and close the account. */
export function managesBilling(role: TeamRole): boolean {
  return role === 'owner';
}

/** How long an invitation's link works (docs/product.md section 6). */
export const INVITATION_LIFETIME_DAYS = 7;

/** The refusals a role gets (403), which the app shows as they come. */
export const ROLE_REFUSALS = {
  billing: "Only the account's owner can change the plan or billing.",
  team: "Only the account's owner or an admin can manage the team.",
  companyProfile: "Only the account's owner or an admin can change the company profile.",
} as const;
