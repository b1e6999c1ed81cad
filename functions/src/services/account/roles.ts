/**
 * What each role may do beyond the projects everyone in the account works on (docs/product.md
 * section 6): the owner alone pays, closes the account and downloads all of its data, the owner and
 * admins run the team and the company profile.
 */
import { ACCOUNT_MESSAGES, managesBilling, managesTeam, ROLE_REFUSALS } from '@lienminder/shared';
import { RoleRestriction } from '#src/errors';
import { roleOf, type StoredUser } from '#src/ports/user-store';

export function requireBillingRole(user: StoredUser): void {
  if (!managesBilling(roleOf(user))) throw new RoleRestriction(ROLE_REFUSALS.billing);
}

export function requireTeamRole(user: StoredUser): void {
  if (!managesTeam(roleOf(user))) throw new RoleRestriction(ROLE_REFUSALS.team);
}

export function requireCompanyProfileRole(user: StoredUser): void {
  if (!managesTeam(roleOf(user))) throw new RoleRestriction(ROLE_REFUSALS.companyProfile);
}

/**
 * The account's whole export (services/export/account-export.ts) holds every person's consent
 * records, addresses and the alert history: the owner's, who answers for the account and may close
 * it. The projects' spreadsheet is everyone's (each sees every project in the app).
 */
export function requireAccountExportRole(user: StoredUser): void {
  if (!managesBilling(roleOf(user))) throw new RoleRestriction(ROLE_REFUSALS.accountExport);
}

export function requireCloseAccountRole(user: StoredUser): void {
  if (!managesBilling(roleOf(user))) throw new RoleRestriction(ACCOUNT_MESSAGES.closeNeedsOwner);
}

/** Handing ownership to an admin (services/team/change-team.ts): the owner's alone. */
export function requireOwnershipRole(user: StoredUser): void {
  if (!managesBilling(roleOf(user))) throw new RoleRestriction(ROLE_REFUSALS.ownership);
}
