/**
 * What saving a project needs (services/projects): the store, consents, time, ids. No alerts: the
 * table's stream re-plans them after the save (docs/decisions/007).
 */

import type { IdGenerator } from '#src/ports/ids';
import type { SuppressionList } from '#src/ports/suppressions';
import type { ProjectWriteDependencies } from '#src/services/projects/create-project';
import { phoneConsents } from './consent';
import { suppressionLifts } from './deliverability';
import { clock, ids } from './runtime';
import type { Part } from './scope';
import { projects } from './stores';

export const projectWrites: Part<
  ProjectWriteDependencies & { ids: IdGenerator; suppressions: Pick<SuppressionList, 'lift'> }
> = {
  build: (use) => ({
    projects: use(projects),
    phoneConsents: use(phoneConsents),
    clock: use(clock),
    ids: use(ids),
    suppressions: use(suppressionLifts),
  }),
};
