import { stripeClient } from '../../composition/payments';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';
import { stripeApiTest } from '../../services/billing/stripe-diagnostics';

/** GET /api/stripe/api-test: `{ success, details }`. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, await stripeApiTest(await use(stripeClient)()));
});
