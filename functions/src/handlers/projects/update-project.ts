import { updateProject } from '#services/projects/update-project';
import { getApp } from '../../app';
import { apiHandler } from '../../http/api-handler';
import { projectIdFrom } from '../../http/project-id';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** PUT /api/projects/{id}: 200 `{ project, deadlines, pendingDeadlines }` with recomputed deadlines. */
export const handler = apiHandler(async (request) => {
  const app = await getApp();
  const user = await requireUser(request, app);
  return json(200, await updateProject(app, user, projectIdFrom(request), request.body));
});
