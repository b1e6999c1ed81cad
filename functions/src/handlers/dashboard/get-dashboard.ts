import { alertDeliveries } from '#src/composition/alert-records';
import { apiHandler } from '#src/composition/api-handler';
import { suppressionReads } from '#src/composition/deliverability';
import { requireUserAlong } from '#src/composition/require-user';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { projects } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { getDashboard } from '#src/services/dashboard';
import { ownAddressSuppressed } from '#src/services/deliverability/suppressed';

/**
 * GET /api/dashboard: `{ projects, upcomingDeadlines, urgentDeadlines, overdueDeadlines,
 * lastAlertSentAt, accountEmailSuppressed, calendarFeed }`.
 */
export const handler = apiHandler(async (request) => {
  const deliveries = use(alertDeliveries);
  const suppressions = use(suppressionReads);
  const {
    user,
    account,
    read: [lastAlertSentAt, suppressed],
  } = await requireUserAlong(request, (accountId) =>
    Promise.all([deliveries.lastSentAt(accountId), suppressions.list(accountId)]),
  );
  const dashboard = await getDashboard(
    { projects: use(projects), clock: use(clock) },
    account,
    lastAlertSentAt,
  );
  return json(200, {
    ...dashboard,
    accountEmailSuppressed: ownAddressSuppressed(suppressed, account.email),
    // The feed is the person's own, not the account's.
    calendarFeed: user.hasCalendarFeed === true,
  });
});
