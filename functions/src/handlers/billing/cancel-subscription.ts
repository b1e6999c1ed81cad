import { paymentProvider } from '#src/composition/payments';
import { use } from '#src/composition/scope';
import { apiHandler } from '#src/http/api-handler';
import { requireUser } from '#src/http/require-user';
import { json } from '#src/http/responses';
import { cancelSubscription } from '#src/services/billing/cancel-subscription';

/** POST /api/cancel-subscription `{ confirmDataDeletion: true }`: 200 `{ message, currentPeriodEnd }`; 400, 403. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const payments = await use(paymentProvider)();
  return json(200, await cancelSubscription({ payments }, user, request.body));
});
