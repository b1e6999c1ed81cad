import { getDashboard } from '#services/dashboard';
import { alertDeliveries } from '../../composition/alert-records';
import { suppressionReads } from '../../composition/deliverability';
import { clock } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUserAlong } from '../../http/require-user';
import { json } from '../../http/responses';
import { ownAddressSuppressed } from '../../services/deliverability/suppressed';

/**
 * GET /api/dashboard: `{ projects, upcomingDeadlines, urgentDeadlines, overdueDeadlines,
 * lastAlertSentAt, accountEmailSuppressed }`.
 */
export const handler = apiHandler(async (request) => {
  const deliveries = use(alertDeliveries);
  const suppressions = use(suppressionReads);
  const {
    user,
    read: [lastAlertSentAt, suppressed],
  } = await requireUserAlong(request, (userId) =>
    Promise.all([deliveries.lastSentAt(userId), suppressions.list(userId)]),
  );
  const dashboard = await getDashboard({ projects: use(projects), clock: use(clock) }, user, lastAlertSentAt);
  return json(200, { ...dashboard, accountEmailSuppressed: ownAddressSuppressed(suppressed, user.email) });
});
