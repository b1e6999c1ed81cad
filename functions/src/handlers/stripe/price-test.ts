import { stripeClient } from '../../composition/payments';
import { use } from '../../composition/scope';
import { stripeSettings } from '../../composition/stripe-settings';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';
import { stripePriceTest } from '../../services/billing/stripe-diagnostics';

/** GET /api/stripe/price-test: `{ success, silverValid, goldValid }`: Stripe's prices agree with the shared plans. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, await stripePriceTest(await use(stripeClient)(), await use(stripeSettings)()));
});
