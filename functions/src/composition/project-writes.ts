/** What saving a project needs (services/projects): the store, alert sync, consents, time, ids. */

import type { IdGenerator } from '#ports/ids';
import type { ProjectWriteDependencies } from '#services/projects/create-project';
import { projectAlerts } from './alert-sync';
import { phoneConsents } from './consent';
import { clock, ids } from './runtime';
import type { Part } from './scope';
import { projects } from './stores';

export const projectWrites: Part<ProjectWriteDependencies & { ids: IdGenerator }> = {
  build: (use) => ({
    projects: use(projects),
    alerts: use(projectAlerts),
    phoneConsents: use(phoneConsents),
    clock: use(clock),
    ids: use(ids),
  }),
};
