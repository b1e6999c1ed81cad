import { alertDeliveries, alertRecords } from '../../composition/alert-records';
import { suppressionReads } from '../../composition/deliverability';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { projectIdFrom } from '../../http/project-id';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';
import { alertHistory } from '../../services/alerts/alert-history';

/** GET /api/projects/{id}/alerts: `AlertHistoryResponse`; 404 when the project is absent or not yours. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const dependencies = {
    projects: use(projects),
    alerts: use(alertRecords),
    deliveries: use(alertDeliveries),
    suppressions: use(suppressionReads),
  };
  return json(200, await alertHistory(dependencies, user, projectIdFrom(request)));
});
