/**
 * Stripe as the payment provider. Subscriptions start `default_incomplete` so the browser confirms
 * the first payment with the Payment Element; an upgrade changes the one subscription's price with
 * proration, invoiced at once, never a second subscription (docs/decisions/011). A new subscription carries
 * the caller's idempotency key, so two clicks that race get the one subscription Stripe made for
 * the first; a cancellation lists the customer's subscriptions, so none that still bills is missed.
 */
import type Stripe from 'stripe';
import type { PaymentProvider, SubscriptionPayment } from '#src/ports/payments';

type ExpandedSubscription = Stripe.Subscription & {
  latest_invoice: Stripe.Invoice | string | null;
  pending_setup_intent: Stripe.SetupIntent | string | null;
};

/** The secret the browser confirms: the open invoice's payment, else the card set-up. */
function clientSecretOf(subscription: ExpandedSubscription): string | null {
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const paymentSecret = invoice?.status === 'open' ? invoice.confirmation_secret?.client_secret : undefined;
  if (paymentSecret) return paymentSecret;
  const setup = subscription.pending_setup_intent;
  return typeof setup === 'object' && setup ? setup.client_secret : null;
}

const EXPAND = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

/** The statuses in which a subscription bills (or will retry a bill) until it is cancelled. */
const BILLING_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due', 'unpaid']);

function periodEndOf(subscription: Stripe.Subscription): number {
  const periodEnd = subscription.cancel_at ?? subscription.items.data[0]?.current_period_end;
  if (!periodEnd) throw new Error(`Stripe subscription ${subscription.id} has no period end`);
  return periodEnd;
}

const isMissing = (error: unknown) =>
  error instanceof Error && (error as { code?: unknown }).code === 'resource_missing';

export function stripePayments(stripe: Stripe): PaymentProvider {
  return {
    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        // Two racing first subscriptions get one customer: Stripe answers a repeated key alike.
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async subscribe({ customerId, priceId, userId, requestKey }): Promise<SubscriptionPayment> {
      const subscription = (await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId },
          expand: EXPAND,
        },
        { idempotencyKey: requestKey },
      )) as ExpandedSubscription;
      return { subscriptionId: subscription.id, clientSecret: clientSecretOf(subscription) };
    },

    async pendingPayment(subscriptionId) {
      let subscription: ExpandedSubscription;
      try {
        subscription = (await stripe.subscriptions.retrieve(subscriptionId, {
          expand: EXPAND,
        })) as ExpandedSubscription;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // Past `incomplete` it was paid, or expired unpaid after 23 hours, or was cancelled.
      if (subscription.status !== 'incomplete') return null;
      return { subscriptionId: subscription.id, clientSecret: clientSecretOf(subscription) };
    },

    async changePrice({ subscriptionId, priceId }): Promise<SubscriptionPayment> {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
      const subscription = (await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'default_incomplete',
        cancel_at_period_end: false,
        expand: EXPAND,
      })) as ExpandedSubscription;
      return { subscriptionId: subscription.id, clientSecret: clientSecretOf(subscription) };
    },

    async cancelAll(customerId) {
      let latest: number | null = null;
      // Without a status Stripe lists every subscription not yet cancelled, a page at a time.
      for await (const subscription of stripe.subscriptions.list({ customer: customerId, limit: 100 })) {
        if (subscription.status === 'incomplete') {
          await stripe.subscriptions.cancel(subscription.id);
        } else if (BILLING_STATUSES.has(subscription.status)) {
          const ending = subscription.cancel_at_period_end
            ? subscription
            : await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
          latest = Math.max(latest ?? 0, periodEndOf(ending));
        }
      }
      return latest === null ? null : { periodEnd: new Date(latest * 1000) };
    },
  };
}
