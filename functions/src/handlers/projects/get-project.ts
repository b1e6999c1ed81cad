import { getProject } from '#services/projects/get-project';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { projectIdFrom } from '../../http/project-id';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/projects/{id}: `{ project, deadlines, pendingDeadlines }`; 404 when absent or not yours. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  return json(200, await getProject({ projects: use(projects) }, user.id, projectIdFrom(request)));
});
