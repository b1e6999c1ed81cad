/** The deadline-done link's routes: the user's projects, a per-address limit, and the app secret its key comes from. */
import type { DeadlineDoneDependencies } from '#src/services/deadlines/deadline-done';
import { clock } from './runtime';
import type { Part } from './scope';
import { appSecrets } from './secrets';
import { projects, rateLimiter } from './stores';

export const deadlineDone: Part<DeadlineDoneDependencies> = {
  build: (use) => {
    const secrets = use(appSecrets);
    return {
      projects: use(projects),
      rateLimiter: use(rateLimiter),
      clock: use(clock),
      secret: async () => (await secrets()).sessionSecret,
    };
  },
};
