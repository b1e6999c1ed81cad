/**
 * What a payment event does (spec section 9), for the Stripe webhook and the local test-payment
 * provider alike. Stripe delivers at least once and in any order, so:
 *   - each event id is claimed once (a repeated delivery changes nothing and sends no second email);
 *   - each fact carries the payment side's own time (the invoice's payment or creation, the
 *     subscription's end), and a fact older than the last one applied is ignored (plan-change.ts).
 */
import { type BILLING_EVENT_OUTCOMES, PLANS, TIERS, type Tier } from '@lienminder/shared';
import type { Clock } from '#ports/clock';
import type { MessageDispatch } from '#ports/message-dispatch';
import type { PlanPrices } from '#ports/payments';
import type { ProcessedEvents } from '#ports/processed-events';
import type { StoredUser, UserStore } from '#ports/user-store';
import { log } from '../../log';
import { parseRequest } from '../validation';
import {
  type BillingEvent,
  type BillingInvoice,
  billingEventSchema,
  deletedSubscriptionSchema,
  idOf,
  invoiceSchema,
} from './billing-event';
import { paymentFailedEmail } from './payment-failed-email';
import { changePlan, type PlanChangeDependencies } from './plan-change';

export interface BillingEventDependencies extends PlanChangeDependencies {
  users: Pick<UserStore, 'findByStripeCustomer' | 'applyBillingFact'>;
  events: ProcessedEvents;
  prices: () => Promise<PlanPrices>;
  dispatch: MessageDispatch;
  clock: Clock;
  /** Where the payment-failed email sends the user to update their card. */
  helpUrl: string;
}

export type BillingEventOutcome = (typeof BILLING_EVENT_OUTCOMES)[number];

/** The highest plan among the invoice's prices: an upgrade's invoice credits Silver and charges Gold. */
function tierOfInvoice(invoice: BillingInvoice, prices: PlanPrices): Tier | null {
  const priced = new Set(
    invoice.lines.data.flatMap((line) => {
      const price = line.pricing?.price_details?.price;
      return price ? [idOf(price)] : [];
    }),
  );
  const tiers = TIERS.filter((tier) => tier !== 'free' && priced.has(prices[tier]));
  return tiers.at(-1) ?? null;
}

const subscriptionOfInvoice = (invoice: BillingInvoice) => {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return subscription ? idOf(subscription) : null;
};

async function act(
  deps: BillingEventDependencies,
  event: BillingEvent,
  user: StoredUser,
): Promise<BillingEventOutcome> {
  const object = event.data.object;
  switch (event.type) {
    case 'invoice.payment_succeeded': {
      const invoice = parseRequest(invoiceSchema, object);
      const subscriptionId = subscriptionOfInvoice(invoice);
      const tier = tierOfInvoice(invoice, await deps.prices());
      if (!subscriptionId || !tier) return 'not-handled';
      const asOf = invoice.status_transitions?.paid_at ?? invoice.created;
      const applied = await changePlan(deps, user.id, { asOf, subscriptionId, state: 'active', tier });
      return applied ? 'applied' : 'stale';
    }
    case 'invoice.payment_failed': {
      const invoice = parseRequest(invoiceSchema, object);
      const subscriptionId = subscriptionOfInvoice(invoice);
      // A first payment that fails was seen failing in the browser: there is no plan to warn about.
      if (!subscriptionId || user.tier === 'free') return 'not-handled';
      // The tier stays until Stripe gives up and deletes the subscription.
      const applied = await changePlan(deps, user.id, {
        asOf: invoice.created,
        subscriptionId,
        state: 'past_due',
        onlyIfCurrent: true,
      });
      if (!applied) return 'stale';
      await deps.dispatch.dispatch('payment_failed', [
        { channel: 'email', ...paymentFailedEmail({ user, plan: PLANS[user.tier], helpUrl: deps.helpUrl }) },
      ]);
      return 'applied';
    }
    case 'customer.subscription.deleted': {
      const subscription = parseRequest(deletedSubscriptionSchema, object);
      const asOf = subscription.ended_at ?? subscription.canceled_at ?? event.created;
      const applied = await changePlan(deps, user.id, {
        asOf,
        subscriptionId: subscription.id,
        state: 'canceled',
        tier: 'free',
        // A late deletion of an earlier subscription must not end the one that replaced it.
        onlyIfCurrent: true,
      });
      return applied ? 'applied' : 'stale';
    }
    default:
      return 'not-handled';
  }
}

function customerOf(event: BillingEvent): string | null {
  const customer = event.data.object.customer;
  if (typeof customer === 'string') return customer;
  if (customer && typeof customer === 'object' && 'id' in customer && typeof customer.id === 'string')
    return customer.id;
  return null;
}

export async function handleBillingEvent(
  deps: BillingEventDependencies,
  input: unknown,
): Promise<BillingEventOutcome> {
  const event = parseRequest(billingEventSchema, input);
  const customerId = customerOf(event);
  const user = customerId ? await deps.users.findByStripeCustomer(customerId) : null;
  if (!user) {
    // Events of customers made outside this app (the Stripe CLI's triggers, the dashboard).
    log.info('Payment event for no known customer', { eventId: event.id, type: event.type });
    return 'unknown-customer';
  }
  if (!(await deps.events.claim(event.id))) return 'repeated';
  try {
    const outcome = await act(deps, event, user);
    log.info('Payment event handled', { eventId: event.id, type: event.type, outcome });
    return outcome;
  } catch (error) {
    // Unclaimed again, so that Stripe's next attempt is handled rather than dropped.
    await deps.events.release(event.id);
    throw error;
  }
}
