/** What the team's routes need (services/team): its store, users by id, time. */
import type { TeamChangeDependencies } from '#src/services/team/change-team';
import { clock } from './runtime';
import type { Part } from './scope';
import { teamStore, userLookup } from './stores';

export const teamChanges: Part<TeamChangeDependencies> = {
  build: (use) => ({ team: use(teamStore), users: use(userLookup), clock: use(clock) }),
};
