import { createSubscription } from '#services/billing/create-subscription';
import { paymentProvider } from '../../composition/payments';
import { use } from '../../composition/scope';
import { users } from '../../composition/stores';
import { planPrices, stripeSettings } from '../../composition/stripe-settings';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/create-subscription `{ tier }`: 200 `{ status, currentPlan, clientSecret, publishableKey }`. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const settings = await use(stripeSettings)();
  const dependencies = {
    users: use(users),
    payments: await use(paymentProvider)(),
    prices: await planPrices(settings),
    publishableKey: settings.localProvider ? null : (settings.publishableKey ?? null),
  };
  return json(200, await createSubscription(dependencies, user, request.body));
});
