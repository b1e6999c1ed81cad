import { apiHandler } from '#src/composition/api-handler';
import { paymentProvider } from '#src/composition/payments';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { users } from '#src/composition/stores';
import { planPrices, stripeSettings } from '#src/composition/stripe-settings';
import { json } from '#src/http/responses';
import { requireBillingRole } from '#src/services/account/roles';
import { createSubscription } from '#src/services/billing/create-subscription';

/** POST /api/create-subscription `{ tier }`: 200 `{ status, currentPlan, clientSecret, publishableKey }`. */
export const handler = apiHandler(async (request) => {
  const { user, account } = await requireUser(request);
  requireBillingRole(user);
  const settings = await use(stripeSettings)();
  const dependencies = {
    users: use(users),
    payments: await use(paymentProvider)(),
    prices: await planPrices(settings),
    publishableKey: settings.localProvider ? null : (settings.publishableKey ?? null),
  };
  return json(200, await createSubscription(dependencies, account, request.body));
});
