import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { projects } from '#src/composition/stores';
import { projectIdFrom } from '#src/http/project-id';
import { json } from '#src/http/responses';
import { deleteProject } from '#src/services/projects/delete-project';

/** DELETE /api/projects/{id}: 200 on Silver and Gold, 403 on Free, 404 when absent or not yours. */
export const handler = apiHandler(async (request) => {
  const { account } = await requireUser(request);
  await deleteProject({ projects: use(projects) }, account, projectIdFrom(request));
  return json(200, { message: 'Project deleted' });
});
