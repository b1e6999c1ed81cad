import { updateProject } from '#services/projects/update-project';
import { projectAlerts } from '../../composition/alert-sync';
import { phoneConsents } from '../../composition/consent';
import { clock } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { consentOrigin } from '../../http/consent-origin';
import { projectIdFrom } from '../../http/project-id';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** PUT /api/projects/{id}: 200 `{ project, deadlines, pendingDeadlines }` with recomputed deadlines. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const deps = {
    projects: use(projects),
    alerts: use(projectAlerts),
    phoneConsents: use(phoneConsents),
    clock: use(clock),
  };
  return json(
    200,
    await updateProject(deps, user, projectIdFrom(request), request.body, consentOrigin(request)),
  );
});
