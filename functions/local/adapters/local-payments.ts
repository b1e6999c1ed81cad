/**
 * The local test-payment provider: `npm start` with no STRIPE_SECRET_KEY. It keeps subscriptions in
 * the local table, answers client secrets starting `local_` (the page then shows "Complete test
 * payment" instead of Stripe's Payment Element), and produces the events Stripe would send, in
 * Stripe's shape, for the same event handling as the webhook (services/billing). No card, no network.
 * The request key is not kept: two requests that race may make two local subscriptions where Stripe
 * makes one, and a cancel ends both.
 *   - POST /api/dev/confirm-payment pays a client secret: `invoice.payment_succeeded`;
 *   - a cancelled subscription whose period end the local clock has passed (POST /api/dev/clock):
 *     `customer.subscription.deleted`.
 */
import { type BillingEvent, LOCAL_CLIENT_SECRET_PREFIX, STRIPE_API_VERSION } from '@lienminder/shared';
import type { LocalPaymentRecords, LocalSubscription } from '#local/store/local-payments';
import type { Clock } from '#src/ports/clock';
import type { IdGenerator } from '#src/ports/ids';
import type { PaymentProvider } from '#src/ports/payments';

export interface LocalPayments extends PaymentProvider {
  /** The test button: pays the client secret and answers Stripe's event for it; null if unknown. */
  confirm(clientSecret: string): Promise<BillingEvent | null>;
  /** Ends the cancelled subscriptions whose period is over: Stripe's deletion events. */
  endLapsed(): Promise<BillingEvent[]>;
}

const seconds = (instant: Date) => Math.floor(instant.getTime() / 1000);

/** Billing is monthly (docs/product.md section 1): the period ends on the same day next month. */
function oneMonthAfter(instant: Date): Date {
  const next = new Date(instant);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function localPayments(records: LocalPaymentRecords, clock: Clock, ids: IdGenerator): LocalPayments {
  async function openPayment(subscriptionId: string, priceId: string) {
    const clientSecret = `${LOCAL_CLIENT_SECRET_PREFIX}pi_${ids.newId()}_secret_${ids.newId()}`;
    await records.putPayment({ clientSecret, subscriptionId, priceId, status: 'open' });
    return { subscriptionId, clientSecret };
  }

  function event(type: string, object: Record<string, unknown>): BillingEvent {
    return {
      id: `evt_local_${ids.newId()}`,
      type,
      created: seconds(clock.now()),
      api_version: STRIPE_API_VERSION,
      livemode: false,
      data: { object },
    };
  }

  return {
    async createCustomer() {
      return `local_cus_${ids.newId()}`;
    },

    async subscribe({ customerId, priceId }) {
      const subscription: LocalSubscription = {
        id: `local_sub_${ids.newId()}`,
        customerId,
        priceId,
        status: 'incomplete',
        periodEnd: oneMonthAfter(clock.now()).toISOString(),
        cancelAtPeriodEnd: false,
      };
      await records.putSubscription(subscription);
      return openPayment(subscription.id, priceId);
    },

    async pendingPayment(subscriptionId) {
      const subscription = await records.getSubscription(subscriptionId);
      if (subscription?.status !== 'incomplete') return null;
      return openPayment(subscription.id, subscription.priceId);
    },

    async changePrice({ subscriptionId, priceId }) {
      return openPayment(subscriptionId, priceId);
    },

    async cancelAll(customerId) {
      let latest: string | null = null;
      for (const subscription of await records.listSubscriptions()) {
        if (subscription.customerId !== customerId) continue;
        if (subscription.status === 'incomplete') {
          await records.putSubscription({ ...subscription, status: 'canceled' });
        } else if (subscription.status === 'active') {
          await records.putSubscription({ ...subscription, cancelAtPeriodEnd: true });
          if (!latest || subscription.periodEnd > latest) latest = subscription.periodEnd;
        }
      }
      return latest ? { periodEnd: new Date(latest) } : null;
    },

    async confirm(clientSecret) {
      const payment = await records.getPayment(clientSecret);
      const subscription = payment && (await records.getSubscription(payment.subscriptionId));
      if (!payment || !subscription || payment.status !== 'open') return null;
      await records.putPayment({ ...payment, status: 'paid' });
      // Like Stripe's update with proration: the new price, and a resumed subscription.
      await records.putSubscription({
        ...subscription,
        priceId: payment.priceId,
        status: 'active',
        cancelAtPeriodEnd: false,
      });
      const now = seconds(clock.now());
      return event('invoice.payment_succeeded', {
        id: `in_local_${ids.newId()}`,
        customer: subscription.customerId,
        created: now,
        status_transitions: { paid_at: now },
        parent: { subscription_details: { subscription: subscription.id } },
        lines: { data: [{ pricing: { price_details: { price: payment.priceId } } }] },
      });
    },

    async endLapsed() {
      const now = clock.now();
      const lapsed = (await records.listSubscriptions()).filter(
        (subscription) =>
          subscription.status === 'active' &&
          subscription.cancelAtPeriodEnd &&
          new Date(subscription.periodEnd) <= now,
      );
      const events: BillingEvent[] = [];
      for (const subscription of lapsed) {
        await records.putSubscription({ ...subscription, status: 'canceled' });
        const endedAt = seconds(new Date(subscription.periodEnd));
        events.push(
          event('customer.subscription.deleted', {
            id: subscription.id,
            customer: subscription.customerId,
            created: endedAt,
            ended_at: endedAt,
            canceled_at: endedAt,
            status: 'canceled',
          }),
        );
      }
      return events;
    },
  };
}
