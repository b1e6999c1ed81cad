/** Stripe webhook events as Stripe sends them (API version of the `stripe` package), trimmed to what the app reads plus a few neighbours. */
import Stripe from 'stripe';
import { type CallOptions, call } from '#test/api/support';

let sequence = 0;
function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}_${Date.now().toString(36)}${sequence}`;
}

export function invoiceEvent(
  type: 'invoice.payment_succeeded' | 'invoice.payment_failed',
  input: { customer: string; subscription: string; prices: string[]; at: number; eventId?: string },
) {
  return {
    id: input.eventId ?? nextId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    type,
    created: input.at + 2,
    livemode: false,
    data: {
      object: {
        id: nextId('in'),
        object: 'invoice',
        customer: input.customer,
        created: input.at,
        status: type === 'invoice.payment_succeeded' ? 'paid' : 'open',
        status_transitions: { paid_at: type === 'invoice.payment_succeeded' ? input.at : null },
        parent: { type: 'subscription_details', subscription_details: { subscription: input.subscription } },
        lines: {
          object: 'list',
          data: input.prices.map((price) => ({
            id: nextId('il'),
            object: 'line_item',
            pricing: { type: 'price_details', price_details: { price, product: 'prod_test' } },
          })),
        },
      },
    },
  };
}

export function subscriptionDeletedEvent(input: { customer: string; subscription: string; endedAt: number }) {
  return {
    id: nextId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    type: 'customer.subscription.deleted',
    created: input.endedAt + 1,
    livemode: false,
    data: {
      object: {
        id: input.subscription,
        object: 'subscription',
        customer: input.customer,
        status: 'canceled',
        created: input.endedAt - 30 * 24 * 3600,
        canceled_at: input.endedAt - 10 * 24 * 3600,
        ended_at: input.endedAt,
      },
    },
  };
}

/** Delivers the event as Stripe does: the raw JSON body, signed with the given secret and time. */
export function deliver(
  event: object,
  signing: { secret: string; timestamp?: number } | null,
  extra: CallOptions = {},
) {
  const payload = JSON.stringify(event);
  const signature = signing
    ? Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: signing.secret,
        timestamp: signing.timestamp,
      })
    : undefined;
  return call('POST', '/api/stripe/webhook', {
    ...extra,
    body: payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      origin: undefined,
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
}
