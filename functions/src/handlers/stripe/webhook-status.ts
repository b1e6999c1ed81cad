import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { stripeSettings, stripeWebhookUrl } from '../../composition/stripe-settings';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';
import { webhookStatus } from '../../services/billing/stripe-diagnostics';

/** GET /api/stripe/webhook-status: `{ webhookConfigured, webhookUrl }`. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, webhookStatus(await use(stripeSettings)(), stripeWebhookUrl(use(config).publicUrl)));
});
