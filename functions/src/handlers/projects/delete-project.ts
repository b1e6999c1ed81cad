import { deleteProject } from '#services/projects/delete-project';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { projectIdFrom } from '../../http/project-id';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** DELETE /api/projects/{id}: 200 on Silver and Gold, 403 on Free, 404 when absent or not yours. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  await deleteProject({ projects: use(projects) }, user, projectIdFrom(request));
  return json(200, { message: 'Project deleted' });
});
