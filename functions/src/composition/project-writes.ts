/**
 * What saving a project needs (services/projects): the store, consents, time, ids. No alerts: the
 * table's stream re-plans them after the save (docs/decisions/007).
 */

import type { IdGenerator } from '#ports/ids';
import type { ProjectWriteDependencies } from '#services/projects/create-project';
import { phoneConsents } from './consent';
import { clock, ids } from './runtime';
import type { Part } from './scope';
import { projects } from './stores';

export const projectWrites: Part<ProjectWriteDependencies & { ids: IdGenerator }> = {
  build: (use) => ({
    projects: use(projects),
    phoneConsents: use(phoneConsents),
    clock: use(clock),
    ids: use(ids),
  }),
};
