import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { stripeSettings, stripeWebhookUrl } from '../../composition/stripe-settings';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';
import { configStatus } from '../../services/billing/stripe-diagnostics';

/** GET /api/stripe/config-status: which Stripe settings are set (flags only) and the webhook URL. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, configStatus(await use(stripeSettings)(), stripeWebhookUrl(use(config).publicUrl)));
});
