import { listProjects } from '#services/projects/list-projects';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/projects: the user's projects, newest first. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  return json(200, await listProjects({ projects: use(projects) }, user.id));
});
