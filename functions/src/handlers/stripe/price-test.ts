import { apiHandler } from '#src/composition/api-handler';
import { stripeClient } from '#src/composition/payments';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { rateLimiter } from '#src/composition/stores';
import { stripeSettings } from '#src/composition/stripe-settings';
import { json } from '#src/http/responses';
import { stripePriceTest } from '#src/services/billing/stripe-diagnostics';
import { countStripeCheck } from '#src/services/diagnostics/diagnostic-limits';

/** GET /api/stripe/price-test: `{ success, silverValid, goldValid }`: Stripe's prices agree with the shared plans. */
export const handler = apiHandler(async (request) => {
  const { user } = await requireUser(request);
  await countStripeCheck(use(rateLimiter), user.id);
  return json(200, await stripePriceTest(await use(stripeClient)(), await use(stripeSettings)()));
});
