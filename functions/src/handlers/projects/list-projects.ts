import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { projects } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { listProjects } from '#src/services/projects/list-projects';

/** GET /api/projects: the user's projects, newest first. */
export const handler = apiHandler(async (request) => {
  const { account } = await requireUser(request);
  return json(200, await listProjects({ projects: use(projects) }, account.id));
});
