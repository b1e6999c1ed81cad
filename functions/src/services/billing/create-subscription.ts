/**
 * `POST /api/create-subscription { tier }` (docs/product.md sections 4 and 7): Free buys Silver or Gold, Silver
 * buys Gold. The payment customer is created once and kept; an upgrade moves the one subscription to
 * the new price with proration. The plan itself changes only when the payment event says it was paid.
 *
 * One pending subscription per user and plan: asking again while the last one started for that plan
 * still waits for its first payment answers that one's payment, and a new one is started with a
 * request key made of the user, the plan and the subscription it follows, so requests that race
 * (two clicks, two tabs) send one key and get Stripe's one subscription.
 */
import {
  createSubscriptionSchema,
  hasAccess,
  type PaidTier,
  PLANS,
  type SubscriptionResponse,
} from '@lienminder/shared';
import { PlanRestriction } from '#src/errors';
import type { PaymentProvider, PlanPrices, SubscriptionPayment } from '#src/ports/payments';
import type { StoredUser, UserStore } from '#src/ports/user-store';
import { parseRequest } from '#src/services/validation';

export interface CreateSubscriptionDependencies {
  users: Pick<UserStore, 'attachStripeCustomer' | 'findById' | 'recordPendingSubscription'>;
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

/** The pending subscription of the plan, or a new one that follows it. */
async function subscriptionFor(
  deps: CreateSubscriptionDependencies,
  user: StoredUser,
  tier: PaidTier,
): Promise<SubscriptionPayment> {
  const previous = user.pendingSubscriptions?.[tier];
  const pending = previous ? await deps.payments.pendingPayment(previous) : null;
  if (pending) return pending;
  const payment = await deps.payments.subscribe({
    customerId: await customerOf(deps, user),
    priceId: deps.prices[tier],
    userId: user.id,
    requestKey: `subscription-${user.id}-${tier}-after-${previous ?? 'none'}`,
  });
  await deps.users.recordPendingSubscription(user.id, tier, payment.subscriptionId);
  return payment;
}

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
  const payment = hasLiveSubscription(user)
    ? await deps.payments.changePrice({
        subscriptionId: user.stripeSubscriptionId as string,
        priceId: deps.prices[tier],
      })
    : await subscriptionFor(deps, user, tier);
  return answer(payment.clientSecret ? 'incomplete' : 'pending', payment.clientSecret);
}
