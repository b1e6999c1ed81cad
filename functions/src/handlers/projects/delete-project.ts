import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { projects } from '#src/composition/stores';
import { projectIdFrom } from '#src/http/project-id';
import { json } from '#src/http/responses';
import { actorOf } from '#src/services/projects/activity-entries';
import { deleteProject } from '#src/services/projects/delete-project';

/** DELETE /api/projects/{id}: 200 on Silver and Gold, 403 on Free, 404 when absent or not yours. */
export const handler = apiHandler(async (request) => {
  const { user, account } = await requireUser(request);
  const deps = { projects: use(projects), clock: use(clock) };
  await deleteProject(deps, account, actorOf(user), projectIdFrom(request));
  return json(200, { message: 'Project deleted' });
});
