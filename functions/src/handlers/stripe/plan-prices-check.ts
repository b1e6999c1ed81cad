import { stripeClient } from '../../composition/payments';
import { use } from '../../composition/scope';
import { rateLimiter } from '../../composition/stores';
import { stripeSettings } from '../../composition/stripe-settings';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';
import { stripeTest } from '../../services/billing/stripe-diagnostics';
import { countStripeCheck } from '../../services/diagnostics/diagnostic-limits';

/** GET /api/stripe/test: `{ success, message, prices: { silver, gold }, details }`. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  await countStripeCheck(use(rateLimiter), user.id);
  return json(200, await stripeTest(await use(stripeClient)(), await use(stripeSettings)()));
});
