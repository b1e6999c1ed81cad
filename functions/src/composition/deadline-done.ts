/**
 * The deadline-done link's routes: the user's projects (described: the page shows the deadline in
 * full), a per-address limit, the session secret its key comes from, and what says whether the
 * link's recipient may still act (the owner's user, the team's removals).
 */
import type { DeadlineDoneDependencies } from '#src/services/deadlines/deadline-done';
import { clock } from './runtime';
import type { Part } from './scope';
import { sessionSecret } from './session-secret';
import { describedProjects, rateLimiter, teamRemovals, userLookup } from './stores';

export const deadlineDone: Part<DeadlineDoneDependencies> = {
  build: (use) => {
    return {
      projects: use(describedProjects),
      rateLimiter: use(rateLimiter),
      clock: use(clock),
      users: use(userLookup),
      teamRemovals: use(teamRemovals),
      secret: use(sessionSecret),
    };
  },
};
