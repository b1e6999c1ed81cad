import { TEAM_ROLES, type Team } from '@lienminder/shared';
import type { Clock } from '#src/ports/clock';
import type { TeamStore } from '#src/ports/team-store';
import {
  accountIdOf,
  roleOf,
  type StoredUser,
  type UserInAccount,
  type UserLookup,
} from '#src/ports/user-store';
import { requireTeamRole } from '#src/services/account/roles';
import { toInvitation, toTeamMember } from './team-view';

export interface TeamReadDependencies {
  team: Pick<TeamStore, 'teammateIds' | 'openInvitations'>;
  users: UserLookup;
  clock: Clock;
}

const byRoleThenName = (a: StoredUser, b: StoredUser) =>
  TEAM_ROLES.indexOf(roleOf(a)) - TEAM_ROLES.indexOf(roleOf(b)) ||
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`);

/**
 * GET /api/team (owner and admins): the account's first user and its teammates, the owner first,
 * and the invitations still open.
 */
export async function readTeam(deps: TeamReadDependencies, { user, account }: UserInAccount): Promise<Team> {
  requireTeamRole(user);
  return teamOf(deps, account.id);
}

/** The team as it stands, read consistently: right after a change it shows that change. */
export async function teamOf(deps: TeamReadDependencies, accountId: string): Promise<Team> {
  const [teammateIds, invitations] = await Promise.all([
    deps.team.teammateIds(accountId),
    deps.team.openInvitations(accountId, deps.clock.now()),
  ]);
  const people = await Promise.all(
    [accountId, ...teammateIds].map((id) => deps.users.findById(id, { consistent: true })),
  );
  return {
    members: people
      .filter((person): person is StoredUser => person !== null && accountIdOf(person) === accountId)
      .sort(byRoleThenName)
      .map(toTeamMember),
    invitations: invitations.map(toInvitation),
  };
}
