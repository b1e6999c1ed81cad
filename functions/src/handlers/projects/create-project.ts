import { createProject } from '#services/projects/create-project';
import { getApp } from '../../app';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/projects: 201 `{ project, deadlines, pendingDeadlines }`; 400, 403 (plan or limit). */
export const handler = apiHandler(async (request) => {
  const app = await getApp();
  const user = await requireUser(request, app);
  return json(201, await createProject(app, user, request.body));
});
