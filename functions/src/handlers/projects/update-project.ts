import { updateProject } from '#services/projects/update-project';
import { projectWrites } from '../../composition/project-writes';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { consentOrigin } from '../../http/consent-origin';
import { projectIdFrom } from '../../http/project-id';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** PUT /api/projects/{id}: 200 `{ project, deadlines, pendingDeadlines }` with recomputed deadlines. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const project = await updateProject(
    use(projectWrites),
    user,
    projectIdFrom(request),
    request.body,
    await consentOrigin(request),
  );
  return json(200, project);
});
