import { listProjects } from '#services/projects/list-projects';
import { getApp } from '../../app';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/projects: the user's projects, newest first. */
export const handler = apiHandler(async (request) => {
  const app = await getApp();
  const user = await requireUser(request, app);
  return json(200, await listProjects(app, user.id));
});
