import { getDashboard } from '#services/dashboard';
import { alertDeliveries } from '../../composition/alert-records';
import { clock } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/dashboard: `{ projects, upcomingDeadlines, urgentDeadlines, lastAlertSentAt }`. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  return json(
    200,
    await getDashboard(
      { projects: use(projects), clock: use(clock), deliveries: use(alertDeliveries) },
      user.id,
    ),
  );
});
