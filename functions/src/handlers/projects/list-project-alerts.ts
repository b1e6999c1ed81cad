import { alertDeliveries, alertRecords } from '#src/composition/alert-records';
import { apiHandler } from '#src/composition/api-handler';
import { suppressionReads } from '#src/composition/deliverability';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { projects, teamRemovals, users } from '#src/composition/stores';
import { projectIdFrom } from '#src/http/project-id';
import { json } from '#src/http/responses';
import { alertHistory } from '#src/services/alerts/alert-history';

/** GET /api/projects/{id}/alerts: `AlertHistoryResponse`; 404 when the project is absent or not yours. */
export const handler = apiHandler(async (request) => {
  const { account } = await requireUser(request);
  const dependencies = {
    projects: use(projects),
    alerts: use(alertRecords),
    deliveries: use(alertDeliveries),
    suppressions: use(suppressionReads),
    teamRemovals: use(teamRemovals),
    users: use(users),
  };
  return json(200, await alertHistory(dependencies, account, projectIdFrom(request)));
});
