/**
 * `POST /api/create-subscription { tier }` (spec sections 4 and 7): Free buys Silver or Gold, Silver
 * buys Gold. The payment customer is created once and kept; an upgrade moves the one subscription to
 * the new price with proration. The plan itself changes only when the payment event says it was paid.
 */
import { createSubscriptionSchema, hasAccess, PLANS, type SubscriptionResponse } from '@lienminder/shared';
import type { PaymentProvider, PlanPrices } from '#ports/payments';
import type { StoredUser, UserStore } from '#ports/user-store';
import { PlanRestriction } from '../../errors';
import { parseRequest } from '../validation';

export interface CreateSubscriptionDependencies {
  users: Pick<UserStore, 'attachStripeCustomer' | 'findById' | 'recordSubscription'>;
  payments: PaymentProvider;
  prices: PlanPrices;
  publishableKey: string | null;
}

async function customerOf(deps: CreateSubscriptionDependencies, user: StoredUser): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const created = await deps.payments.createCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
  });
  await deps.users.attachStripeCustomer(user.id, created);
  // A concurrent request may have attached its customer first: the stored one wins.
  const stored = await deps.users.findById(user.id, { consistent: true });
  return stored?.stripeCustomerId ?? created;
}

/** A subscription that still bills: upgrading changes its price instead of adding another. */
const hasLiveSubscription = (user: StoredUser) =>
  !!user.stripeSubscriptionId && user.tier !== 'free' && user.subscriptionState !== 'canceled';

export async function createSubscription(
  deps: CreateSubscriptionDependencies,
  user: StoredUser,
  body: unknown,
): Promise<SubscriptionResponse> {
  const { tier } = parseRequest(createSubscriptionSchema, body);
  const answer = (status: SubscriptionResponse['status'], clientSecret: string | null) => ({
    status,
    currentPlan: user.tier,
    clientSecret,
    publishableKey: deps.publishableKey,
  });
  if (hasAccess(user.tier, tier)) {
    if (user.tier === tier) return answer('active', null);
    throw new PlanRestriction(
      `You are on the ${PLANS[user.tier].name} plan already, which includes ${PLANS[tier].name}.`,
    );
  }
  const priceId = deps.prices[tier];
  const customerId = await customerOf(deps, user);
  const payment = hasLiveSubscription(user)
    ? await deps.payments.changePrice({ subscriptionId: user.stripeSubscriptionId as string, priceId })
    : await deps.payments.subscribe({ customerId, priceId, userId: user.id });
  if (!hasLiveSubscription(user)) await deps.users.recordSubscription(user.id, payment.subscriptionId);
  return answer(payment.clientSecret ? 'incomplete' : 'pending', payment.clientSecret);
}
