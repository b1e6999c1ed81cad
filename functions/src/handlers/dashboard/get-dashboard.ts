import { getDashboard } from '#services/dashboard';
import { alertDeliveries } from '../../composition/alert-records';
import { clock } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { readForUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/dashboard: `{ projects, upcomingDeadlines, urgentDeadlines, lastAlertSentAt }`. */
export const handler = apiHandler(async (request) => {
  const dependencies = { projects: use(projects), clock: use(clock), deliveries: use(alertDeliveries) };
  return json(200, await readForUser(request, (userId) => getDashboard(dependencies, userId)));
});
