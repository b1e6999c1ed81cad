import { twilioWebhookStatus } from '#services/diagnostics/provider-status';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { appSecrets } from '../../composition/secrets';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/twilio/webhook-status: configured flag, masked account, public webhook URLs; 401 signed out. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, twilioWebhookStatus(use(config), await use(appSecrets)()));
});
