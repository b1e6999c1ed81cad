/**
 * `POST /api/cancel-subscription { confirmDataDeletion: true }` (docs/product.md sections 4 and 7): the
 * subscription ends at the end of the period paid for. Billing stops now; the move to Free, and 15
 * days later the deletion, follow the provider's deletion event (plan-change.ts). Every subscription
 * of the customer that bills is ended, not only the one stored: one paid in a second tab, or
 * started before a change of mind, would otherwise bill on with no way to stop it here.
 */
import { type CancelSubscriptionResponse, cancelSubscriptionSchema } from '@lienminder/shared';
import { PlanRestriction } from '#src/errors';
import type { PaymentProvider } from '#src/ports/payments';
import type { StoredUser } from '#src/ports/user-store';
import { floridaLongDate } from '#src/services/florida-date';
import { parseRequest } from '#src/services/validation';

export const NO_SUBSCRIPTION_MESSAGE = 'You have no paid subscription to cancel.';

export async function cancelSubscription(
  deps: { payments: PaymentProvider },
  user: StoredUser,
  body: unknown,
): Promise<CancelSubscriptionResponse> {
  parseRequest(cancelSubscriptionSchema, body);
  if (user.tier === 'free' || !user.stripeCustomerId) throw new PlanRestriction(NO_SUBSCRIPTION_MESSAGE);
  const ended = await deps.payments.cancelAll(user.stripeCustomerId);
  if (!ended) throw new PlanRestriction(NO_SUBSCRIPTION_MESSAGE);
  const { periodEnd } = ended;
  return {
    message: `Your subscription is cancelled. You keep your plan until ${floridaLongDate(periodEnd)}, then your account moves to the Free plan.`,
    currentPeriodEnd: periodEnd.toISOString(),
  };
}
