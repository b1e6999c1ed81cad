import { createProject } from '#services/projects/create-project';
import { projectAlerts } from '../../composition/alert-sync';
import { phoneConsents } from '../../composition/consent';
import { clock, ids } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { consentOrigin } from '../../http/consent-origin';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/projects: 201 `{ project, deadlines, pendingDeadlines }`; 400, 403 (plan or limit). */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const deps = {
    projects: use(projects),
    alerts: use(projectAlerts),
    phoneConsents: use(phoneConsents),
    clock: use(clock),
    ids: use(ids),
  };
  return json(201, await createProject(deps, user, request.body, consentOrigin(request)));
});
