import { apiHandler } from '#src/composition/api-handler';
import { providerSetup } from '#src/composition/provider-setup';
import { requireUser } from '#src/composition/require-user';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { twilioSecrets } from '#src/composition/twilio-secret';
import { json } from '#src/http/responses';
import { twilioWebhookStatus } from '#src/services/diagnostics/provider-status';

/** GET /api/twilio/webhook-status: configured flag, masked account, public webhook URLs; 401 signed out. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, twilioWebhookStatus(use(config), await use(twilioSecrets)(), use(providerSetup)));
});
