/**
 * A company is one account with people in it, each with a role (docs/product.md section 6):
 * the owner (billing, the team, closing the account; one per account), admins (the team and all
 * projects) and members (all projects, documents, done marks and their own profile). The server
 * enforces these; the app mirrors them.
 */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Each role as the app names it (the account page, the team page). */
export const TEAM_ROLE_NAMES: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

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
  ownership: "Only the account's owner can hand ownership to an admin.",
  team: "Only the account's owner or an admin can manage the team.",
  companyProfile: "Only the account's owner or an admin can change the company profile.",
  accountExport: "Only the account's owner can download all of the account's data.",
} as const;

/** The team routes' refusals, worded for the person who meets them. */
export const TEAM_MESSAGES = {
  freePlan:
    'Teammates with their own login are included in the Silver plan (3 people) and the Gold plan (10 people). Upgrade to invite your team.',
  invitationGone:
    'This invitation has expired, was withdrawn or was already used. Ask whoever invited you to send a new one.',
  ownerStays: "The owner can't be removed or given another role. Hand ownership to an admin first.",
  founderStays:
    "This person started the account: their login holds the account's records, so it can't be removed. Make them a member instead.",
  newOwnerIsAdmin: 'Ownership can only go to an admin of this account. Make them an admin first.',
  notInTeam: 'No such person in your team.',
  invitationNotFound: 'No such invitation: it was used, withdrawn or has expired.',
} as const;

/** 403 when the people in the account and the invitations still open fill the plan's seats. */
export function teamFullMessage(planName: string, seats: number): string {
  return `Your team is full: the ${planName} plan holds ${seats} people, invitations still open included.`;
}

/** 409 when the invited address already signs in: a login belongs to one company. */
export function emailHasLoginMessage(email: string): string {
  return `${email} already has a LienMinder login, and a login belongs to one company. Sign in with it, or ask whoever invited you to invite another email address.`;
}
