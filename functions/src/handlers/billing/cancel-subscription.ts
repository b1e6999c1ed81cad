import { cancelSubscription } from '#services/billing/cancel-subscription';
import { paymentProvider } from '../../composition/payments';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/cancel-subscription `{ confirmDataDeletion: true }`: 200 `{ message, currentPeriodEnd }`; 400, 403. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const payments = await use(paymentProvider)();
  return json(200, await cancelSubscription({ payments }, user, request.body));
});
