import { getDashboard } from '#services/dashboard';
import { alertDeliveries } from '../../composition/alert-records';
import { clock } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUserAlong } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/dashboard: `{ projects, upcomingDeadlines, urgentDeadlines, overdueDeadlines, lastAlertSentAt }`. */
export const handler = apiHandler(async (request) => {
  const deliveries = use(alertDeliveries);
  const { user, read: lastAlertSentAt } = await requireUserAlong(request, (userId) =>
    deliveries.lastSentAt(userId),
  );
  return json(200, await getDashboard({ projects: use(projects), clock: use(clock) }, user, lastAlertSentAt));
});
