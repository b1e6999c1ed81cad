/**
 * Which of a project's alert addresses belonged to someone since removed from the team
 * (docs/architecture.md section 9): the alerts still go to the address, which the project keeps,
 * but its Mark-as-done links sent before the removal no longer work, and the project page says so
 * beside the address. A person removed and invited back is in the team again: no note.
 */
import type { TeamRemovals } from '#src/ports/team-removals';
import { accountIdOf, type UserStore } from '#src/ports/user-store';

export interface FormerTeammatesDependencies {
  teamRemovals: TeamRemovals;
  users: Pick<UserStore, 'findByEmail'>;
}

export interface FormerTeammate {
  /** The address as the project lists it. */
  recipient: string;
  /** When its person was removed (ISO instant). */
  removedAt: string;
}

export async function formerTeammates(
  deps: FormerTeammatesDependencies,
  accountId: string,
  emails: readonly string[],
): Promise<FormerTeammate[]> {
  const found = await Promise.all(
    emails.map(async (recipient): Promise<FormerTeammate[]> => {
      const removedAt = await deps.teamRemovals.removedAt(accountId, recipient);
      if (!removedAt) return [];
      const login = await deps.users.findByEmail(recipient);
      if (login && accountIdOf(login) === accountId) return [];
      return [{ recipient, removedAt: removedAt.toISOString() }];
    }),
  );
  return found.flat();
}
