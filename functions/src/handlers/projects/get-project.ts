import { getProject } from '#services/projects/get-project';
import { getApp } from '../../app';
import { apiHandler } from '../../http/api-handler';
import { projectIdFrom } from '../../http/project-id';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/projects/{id}: `{ project, deadlines, pendingDeadlines }`; 404 when absent or not yours. */
export const handler = apiHandler(async (request) => {
  const app = await getApp();
  const user = await requireUser(request, app);
  return json(200, await getProject(app, user.id, projectIdFrom(request)));
});
