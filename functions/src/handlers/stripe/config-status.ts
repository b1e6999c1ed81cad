import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { stripeSettings, stripeWebhookUrl } from '#src/composition/stripe-settings';
import { json } from '#src/http/responses';
import { configStatus } from '#src/services/billing/stripe-diagnostics';

/** GET /api/stripe/config-status: which Stripe settings are set (flags only) and the webhook URL. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, configStatus(await use(stripeSettings)(), stripeWebhookUrl(use(config).publicUrl)));
});
