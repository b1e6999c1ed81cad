/**
 * What a payment event does (docs/product.md section 9), for the Stripe webhook and the local test-payment
 * provider alike. Stripe delivers at least once, in any order, and retries whatever was not
 * answered 2xx, so:
 *   - an event this code cannot read (another API version, a handled type in an unknown shape) is
 *     refused (400) before anything changes, and logged with a fixed line the stack alarms on: a
 *     payment is never answered 200 unread, and one read but not applied logs the same line;
 *   - each event id is leased while it is acted on and marked done only after its last step
 *     (ports/processed-events.ts): a delivery that dies half-way leaves the event to Stripe's next
 *     attempt, and every step is safe to run again (a plan change is conditioned on the payment
 *     side's time, which equals itself; a deletion is scheduled or cancelled by key). The one step
 *     that can repeat is the payment-failed email, when the process dies between handing it over
 *     and the mark;
 *   - a payment moves the account only onto a subscription started here for it (never onto one it
 *     does not know, which would leave the one it is on billing unseen): any other is alarmed on;
 *   - each fact carries the payment side's own time (the invoice's payment or creation, the
 *     subscription's end), and a fact older than the last one applied is ignored (plan-change.ts).
 */
import {
  type BILLING_EVENT_OUTCOMES,
  type BillingEvent,
  type BillingInvoice,
  billingEventSchema,
  deletedSubscriptionSchema,
  HANDLED_EVENT_TYPES,
  invoiceSchema,
  LOG_MESSAGES,
  PLANS,
  PRODUCT_METRICS,
  STRIPE_API_VERSION,
  stripeIdOf,
  TIERS,
  type Tier,
} from '@lienminder/shared';
import { PaymentEventInProgress, PaymentEventRefused } from '#src/errors';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { OperationMetrics } from '#src/ports/metrics';
import type { PlanPrices } from '#src/ports/payments';
import type { ProcessedEvents } from '#src/ports/processed-events';
import type { BillingFact, StoredUser, UserStore } from '#src/ports/user-store';
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
  metrics: OperationMetrics;
}

export type BillingEventOutcome = (typeof BILLING_EVENT_OUTCOMES)[number];

/** The log line the stack's metric filter counts and alarms on (infra/lib/operations.ts): change both together. */
export const PAYMENT_EVENT_NOT_HANDLED = LOG_MESSAGES.paymentEventNotHandled;

/**
 * What an event asks for: a fact to apply (and whether the user hears of it), nothing, or something
 * this code must not do on its own (a person looks, alarmed by the log line).
 */
type Decision =
  | { fact: BillingFact; notifyPaymentFailed: boolean }
  | { ignored: string }
  | { notHandled: string };

/**
 * The subscriptions a payment may put the user on: the one the account is on, and the ones started
 * here for a plan (create-subscription.ts). Any other (made in Stripe's dashboard, say) is never
 * made the account's subscription on its own: the one it is on would be forgotten while it bills.
 */
const startedHere = (user: StoredUser, subscriptionId: string) =>
  user.stripeSubscriptionId === subscriptionId ||
  Object.values(user.pendingSubscriptions ?? {}).includes(subscriptionId);

function refuse(event: Pick<BillingEvent, 'id' | 'type' | 'api_version'>, reason: string): never {
  log.error(PAYMENT_EVENT_NOT_HANDLED, {
    eventId: event.id,
    type: event.type,
    apiVersion: event.api_version,
    reason,
  });
  throw new PaymentEventRefused(reason);
}

/** The highest plan among the invoice's prices: an upgrade's invoice credits Silver and charges Gold. */
function tierOfInvoice(invoice: BillingInvoice, prices: PlanPrices): Tier | null {
  const priced = new Set(
    invoice.lines.data.flatMap((line) => {
      const price = line.pricing?.price_details?.price;
      return price ? [stripeIdOf(price)] : [];
    }),
  );
  const tiers = TIERS.filter((tier) => tier !== 'free' && priced.has(prices[tier]));
  return tiers.at(-1) ?? null;
}

/** The invoice of a subscription, as this version shapes it; anything else is refused. */
function subscriptionInvoice(event: BillingEvent) {
  const parsed = invoiceSchema.safeParse(event.data.object);
  if (!parsed.success) refuse(event, `The invoice is not in the shape of API version ${STRIPE_API_VERSION}.`);
  const subscription = parsed.data.parent?.subscription_details?.subscription;
  if (!subscription) refuse(event, 'The invoice names no subscription.');
  return { invoice: parsed.data, subscriptionId: stripeIdOf(subscription) };
}

type HandledEvent = BillingEvent & { type: (typeof HANDLED_EVENT_TYPES)[number] };

const isHandled = (event: BillingEvent): event is HandledEvent =>
  (HANDLED_EVENT_TYPES as readonly string[]).includes(event.type);

async function decide(
  deps: BillingEventDependencies,
  event: HandledEvent,
  user: StoredUser,
): Promise<Decision> {
  switch (event.type) {
    case 'invoice.payment_succeeded': {
      const { invoice, subscriptionId } = subscriptionInvoice(event);
      const tier = tierOfInvoice(invoice, await deps.prices());
      if (!tier) refuse(event, "The invoice charges none of the plans' prices.");
      if (!startedHere(user, subscriptionId)) return { notHandled: 'a subscription not started here' };
      const asOf = invoice.status_transitions?.paid_at ?? invoice.created;
      return { fact: { asOf, subscriptionId, state: 'active', tier }, notifyPaymentFailed: false };
    }
    case 'invoice.payment_failed': {
      const { invoice, subscriptionId } = subscriptionInvoice(event);
      // A first payment that fails was seen failing in the browser: there is no plan to warn about.
      if (user.tier === 'free') return { ignored: 'a first payment failed' };
      // The tier stays until Stripe gives up and deletes the subscription.
      return {
        fact: { asOf: invoice.created, subscriptionId, state: 'past_due', onlyIfCurrent: true },
        notifyPaymentFailed: true,
      };
    }
    case 'customer.subscription.deleted': {
      const parsed = deletedSubscriptionSchema.safeParse(event.data.object);
      if (!parsed.success)
        refuse(event, `The subscription is not in the shape of API version ${STRIPE_API_VERSION}.`);
      const subscription = parsed.data;
      return {
        fact: {
          asOf: subscription.ended_at ?? subscription.canceled_at ?? event.created,
          subscriptionId: subscription.id,
          state: 'canceled',
          tier: 'free',
          // A late deletion of an earlier subscription must not end the one that replaced it.
          onlyIfCurrent: true,
        },
        notifyPaymentFailed: false,
      };
    }
  }
}

async function act(
  deps: BillingEventDependencies,
  user: StoredUser,
  decision: { fact: BillingFact; notifyPaymentFailed: boolean },
): Promise<BillingEventOutcome> {
  if (!(await changePlan(deps, user.id, decision.fact))) return 'stale';
  if (decision.notifyPaymentFailed) {
    await deps.dispatch.dispatch('payment_failed', [
      { channel: 'email', ...paymentFailedEmail({ user, plan: PLANS[user.tier], helpUrl: deps.helpUrl }) },
    ]);
  }
  return 'applied';
}

function customerOf(event: BillingEvent): string | null {
  const customer = event.data.object.customer;
  if (typeof customer === 'string') return customer;
  if (customer && typeof customer === 'object' && 'id' in customer && typeof customer.id === 'string')
    return customer.id;
  return null;
}

/** Counts each event acted on (PaymentEventsHandled) and each refused unread (PaymentEventsRefused). */
export async function handleBillingEvent(
  deps: BillingEventDependencies,
  input: unknown,
): Promise<BillingEventOutcome> {
  try {
    return await handleEvent(deps, input);
  } catch (error) {
    if (error instanceof PaymentEventRefused) deps.metrics.count(PRODUCT_METRICS.paymentEventsRefused);
    throw error;
  }
}

async function handleEvent(deps: BillingEventDependencies, input: unknown): Promise<BillingEventOutcome> {
  const parsed = billingEventSchema.safeParse(input);
  if (!parsed.success) refuse({ id: 'unknown', type: 'unknown', api_version: null }, 'Not a Stripe event.');
  const event = parsed.data;
  if (event.api_version !== STRIPE_API_VERSION) {
    refuse(
      event,
      `This endpoint reads Stripe API version ${STRIPE_API_VERSION}; the event is of version ` +
        `${event.api_version ?? 'none'}. Set the endpoint's API version to ${STRIPE_API_VERSION}.`,
    );
  }
  if (!isHandled(event)) {
    log.info('Payment event of a type not handled', { eventId: event.id, type: event.type });
    return 'ignored';
  }
  const customerId = customerOf(event);
  const user = customerId ? await deps.users.findByStripeCustomer(customerId) : null;
  if (!user) {
    // Test mode: the Stripe CLI's triggers and the dashboard make customers this app never saw.
    // A live payment of a customer nobody knows is one nobody gets their plan for.
    const fields = { eventId: event.id, type: event.type, reason: 'no known customer' };
    if (event.livemode) log.error(PAYMENT_EVENT_NOT_HANDLED, fields);
    else log.info('Payment event for no known customer', fields);
    return 'unknown-customer';
  }
  const decision = await decide(deps, event, user);
  if ('notHandled' in decision) {
    log.error(PAYMENT_EVENT_NOT_HANDLED, {
      eventId: event.id,
      type: event.type,
      reason: decision.notHandled,
    });
    return 'unknown-subscription';
  }
  if ('ignored' in decision) {
    log.info('Payment event needs nothing', { eventId: event.id, type: event.type, why: decision.ignored });
    return 'ignored';
  }

  const claim = await deps.events.claim(event.id);
  if (claim === 'done') return 'repeated';
  if (claim === 'in-progress') throw new PaymentEventInProgress();
  try {
    const outcome = await act(deps, user, decision);
    await deps.events.complete(event.id);
    deps.metrics.count(PRODUCT_METRICS.paymentEventsHandled);
    log.info('Payment event handled', { eventId: event.id, type: event.type, outcome });
    return outcome;
  } catch (error) {
    // Given up again, so that Stripe's next attempt is handled rather than kept waiting for the lease.
    await deps.events.release(event.id);
    throw error;
  }
}
