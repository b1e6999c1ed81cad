/**
 * The owner's and admins' changes to a team (docs/product.md section 6): withdrawing an invitation,
 * another role for a teammate, ownership handed to an admin, a teammate removed. A person or an
 * invitation of another account answers as one that does not exist (404).
 */
import {
  memberRoleSchema,
  newOwnerSchema,
  TEAM_MESSAGES,
  type Team,
  type TeamMember,
} from '@lienminder/shared';
import { TeamEntryNotFound, TeamRuleRefused } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { TeamStore } from '#src/ports/team-store';
import {
  accountIdOf,
  roleOf,
  type StoredUser,
  type UserInAccount,
  type UserLookup,
} from '#src/ports/user-store';
import { requireOwnershipRole, requireTeamRole } from '#src/services/account/roles';
import { parseRequest } from '#src/services/validation';
import { teamOf } from './read-team';
import { toTeamMember } from './team-view';

export interface TeamChangeDependencies {
  team: TeamStore;
  users: UserLookup;
  clock: Clock;
}

/** The person `userId` names in the signed-in account, or 404. */
async function teammateOf(
  deps: TeamChangeDependencies,
  account: StoredUser,
  userId: string,
): Promise<StoredUser> {
  const person = userId === '' ? null : await deps.users.findById(userId);
  if (!person || accountIdOf(person) !== account.id) throw new TeamEntryNotFound(TEAM_MESSAGES.notInTeam);
  return person;
}

/** DELETE /api/team/invitations/{id}: its link stops working at once. */
export async function withdrawInvitation(
  deps: TeamChangeDependencies,
  { user, account }: UserInAccount,
  invitationId: string,
): Promise<void> {
  requireTeamRole(user);
  if (!(await deps.team.withdraw(account.id, invitationId))) {
    throw new TeamEntryNotFound(TEAM_MESSAGES.invitationNotFound);
  }
}

/** PATCH /api/team/members/{userId} `{ role }`: admin or member; the owner's role only moves by a handover. */
export async function changeRole(
  deps: TeamChangeDependencies,
  { user, account }: UserInAccount,
  userId: string,
  body: unknown,
): Promise<TeamMember> {
  requireTeamRole(user);
  const { role } = parseRequest(memberRoleSchema, body);
  const teammate = await teammateOf(deps, account, userId);
  if (roleOf(teammate) === 'owner') throw new TeamRuleRefused(TEAM_MESSAGES.ownerStays);
  if (!(await deps.team.setRole(account.id, teammate.id, role)))
    throw new TeamEntryNotFound(TEAM_MESSAGES.notInTeam);
  return toTeamMember({ ...teammate, role });
}

/** POST /api/team/owner `{ userId }` (the owner alone): that admin becomes the owner, the owner an admin. */
export async function handOwnership(
  deps: TeamChangeDependencies,
  signedIn: UserInAccount,
  body: unknown,
): Promise<Team> {
  const { user, account } = signedIn;
  requireOwnershipRole(user);
  const { userId } = parseRequest(newOwnerSchema, body);
  const admin = await teammateOf(deps, account, userId);
  if (roleOf(admin) !== 'admin') throw new TeamRuleRefused(TEAM_MESSAGES.newOwnerIsAdmin);
  if (!(await deps.team.handOwnership(account.id, user.id, admin.id))) {
    throw new TeamRuleRefused(TEAM_MESSAGES.newOwnerIsAdmin);
  }
  return teamOf(deps, account.id);
}

/**
 * DELETE /api/team/members/{userId}: the person's login, sessions (their user item is what every
 * request checks) and calendar feed end at once; the account's projects stay as they are.
 */
export async function removeTeammate(
  deps: TeamChangeDependencies,
  { user, account }: UserInAccount,
  userId: string,
): Promise<StoredUser> {
  requireTeamRole(user);
  const teammate = await teammateOf(deps, account, userId);
  if (roleOf(teammate) === 'owner') throw new TeamRuleRefused(TEAM_MESSAGES.ownerStays);
  if (teammate.id === account.id) throw new TeamRuleRefused(TEAM_MESSAGES.founderStays);
  if (!(await deps.team.remove(account.id, teammate, deps.clock.now()))) {
    throw new TeamEntryNotFound(TEAM_MESSAGES.notInTeam);
  }
  return teammate;
}
