import { use } from '#src/composition/scope';
import { projects } from '#src/composition/stores';
import { apiHandler } from '#src/http/api-handler';
import { requireUser } from '#src/http/require-user';
import { json } from '#src/http/responses';
import { listProjects } from '#src/services/projects/list-projects';

/** GET /api/projects: the user's projects, newest first. */
export const handler = apiHandler(async (request) => {
  const { account } = await requireUser(request);
  return json(200, await listProjects({ projects: use(projects) }, account.id));
});
