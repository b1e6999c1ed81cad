/**
 * The deadline-done link's routes: the user's projects (described: the page shows the deadline in
 * full), a per-address limit, and the session secret its key comes from.
 */
import type { DeadlineDoneDependencies } from '#src/services/deadlines/deadline-done';
import { clock } from './runtime';
import type { Part } from './scope';
import { sessionSecret } from './session-secret';
import { describedProjects, rateLimiter } from './stores';

export const deadlineDone: Part<DeadlineDoneDependencies> = {
  build: (use) => {
    return {
      projects: use(describedProjects),
      rateLimiter: use(rateLimiter),
      clock: use(clock),
      secret: use(sessionSecret),
    };
  },
};
