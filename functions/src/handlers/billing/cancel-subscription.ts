import { apiHandler } from '#src/composition/api-handler';
import { paymentProvider } from '#src/composition/payments';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { requireBillingRole } from '#src/services/account/roles';
import { cancelSubscription } from '#src/services/billing/cancel-subscription';

/** POST /api/cancel-subscription `{ confirmDataDeletion: true }`: 200 `{ message, currentPeriodEnd }`; 400, 403 (no subscription, or not the owner). */
export const handler = apiHandler(async (request) => {
  const { user, account } = await requireUser(request);
  requireBillingRole(user);
  const payments = await use(paymentProvider)();
  return json(200, await cancelSubscription({ payments }, account, request.body));
});
