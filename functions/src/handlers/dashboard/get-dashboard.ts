import { getDashboard } from '#services/dashboard';
import { getApp } from '../../app';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/dashboard: `{ projects, upcomingDeadlines, urgentDeadlines }`. */
export const handler = apiHandler(async (request) => {
  const app = await getApp();
  const user = await requireUser(request, app);
  return json(200, await getDashboard(app, user.id));
});
