/**
 * POST /api/stripe/webhook with Stripe's own signatures (stripe.webhooks.generateTestHeaderString
 * and constructEvent), against DynamoDB Local: what each event does, and that forged, stale,
 * repeated, out-of-order, half-done, oversized and wrongly versioned deliveries end in the right
 * state.
 */
import { PRODUCT_METRICS } from '@lienminder/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleBillingEvent } from '#src/services/billing/handle-billing-event';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoProcessedEvents } from '#src/store/processed-events';
import { type SignedUpUser, signUp, startTestApi, type TestApi } from '#test/api/support';
import { STRIPE_TEST_ENV, useStripeEnvironment } from '#test/stripe-stand-in';
import { deliver, invoiceEvent, subscriptionDeletedEvent } from './stripe-events';

const SECRET = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET;
const { STRIPE_PRICE_SILVER: SILVER, STRIPE_PRICE_GOLD: GOLD } = STRIPE_TEST_ENV;
const NOW = '2026-11-23T15:00:00.000Z';
const nowSeconds = Date.parse(NOW) / 1000;

let api: TestApi;
let restoreEnvironment: () => void;
let customerNumber = 0;

beforeAll(() => {
  restoreEnvironment = useStripeEnvironment(STRIPE_TEST_ENV);
});
afterAll(() => restoreEnvironment());

interface Subscriber extends SignedUpUser {
  customer: string;
  subscription: string;
}

/** A Free user who has started a Silver subscription (customer and pending subscription recorded). */
async function subscriber(): Promise<Subscriber> {
  const signedUp = await signUp(api);
  customerNumber += 1;
  const customer = `cus_test_${customerNumber}_${Date.now()}`;
  const subscription = `sub_test_${customerNumber}_${Date.now()}`;
  await api.app.users.attachStripeCustomer(signedUp.user.id, customer);
  await api.app.users.recordPendingSubscription(signedUp.user.id, 'silver', subscription);
  return { ...signedUp, customer, subscription };
}

const profileOf = async (who: Subscriber) => api.app.users.findById(who.user.id, { consistent: true });
/** The valid signature at the test's clock: Stripe's tolerance is checked against the real time. */
const signed = () => ({ secret: SECRET });

/** A subscriber whose first Silver payment went through an hour before the test's moment. */
async function paidSilverSubscriber(): Promise<Subscriber> {
  const who = await subscriber();
  await deliver(
    invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [SILVER],
      at: nowSeconds - 3600,
    }),
    signed(),
  );
  return who;
}

/** The failure of the subscriber's next Silver payment, at the test's moment. */
const silverPaymentFailed = (who: Subscriber) =>
  invoiceEvent('invoice.payment_failed', {
    customer: who.customer,
    subscription: who.subscription,
    prices: [SILVER],
    at: nowSeconds,
  });

/** The emails the app sent the subscriber. */
async function emailsTo(who: Subscriber) {
  return ((await api.app.alerting.outbox?.list()) ?? []).filter((message) => message.to === who.email);
}

beforeEach(async () => {
  api = await startTestApi(NOW);
});

describe('signatures', () => {
  it('accepts an event signed with the webhook secret and sets the tier from the price id', async () => {
    const who = await subscriber();
    const event = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [SILVER],
      at: nowSeconds,
    });
    const answer = await deliver(event, signed());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await profileOf(who)).toMatchObject({
      tier: 'silver',
      subscriptionState: 'active',
      stripeSubscriptionId: who.subscription,
      stripeCustomerId: who.customer,
    });
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_someone_else' }],
    [
      'a stale timestamp (10 minutes old)',
      { secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 },
    ],
    ['no signature at all', null],
  ])('refuses %s with 400 and changes nothing', async (_case, signing) => {
    const who = await subscriber();
    const event = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [GOLD],
      at: nowSeconds,
    });
    const answer = await deliver(event, signing);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The webhook signature is missing or invalid.', errors: [] });
    expect((await profileOf(who))?.tier).toBe('free');
    // Nothing was claimed either: the genuine delivery of the same event still counts.
    expect((await deliver(event, signed())).json()).toMatchObject({ outcome: 'applied' });
    expect((await profileOf(who))?.tier).toBe('gold');
  });

  it('refuses a body changed after signing', async () => {
    const who = await subscriber();
    const event = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [SILVER],
      at: nowSeconds,
    });
    const payload = JSON.stringify(event);
    const { default: Stripe } = await import('stripe');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const { call } = await import('#test/api/support');
    const tampered = payload.replace(SILVER, GOLD);
    const answer = await call('POST', '/api/stripe/webhook', {
      body: tampered,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, origin: undefined },
    });
    expect(answer.statusCode).toBe(400);
    expect((await profileOf(who))?.tier).toBe('free');
  });
});

describe('repeated deliveries', () => {
  it('handles a replayed event id once: one past-due mark, one email', async () => {
    const who = await paidSilverSubscriber();
    const failed = silverPaymentFailed(who);
    expect((await deliver(failed, signed())).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(failed, signed())).json()).toMatchObject({ outcome: 'repeated' });

    // Past due, but the tier stays until Stripe deletes the subscription.
    expect(await profileOf(who)).toMatchObject({ tier: 'silver', subscriptionState: 'past_due' });
    const emails = await emailsTo(who);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      channel: 'email',
      subject: 'LienMinder: your Silver plan payment failed',
    });
    expect(emails[0]?.channel === 'email' && emails[0].text).toContain(
      'Your plan stays active while the card is retried.',
    );
  });
});

describe('a failed first payment', () => {
  it('changes nothing and sends no email: the browser showed the failure', async () => {
    const who = await subscriber();
    const failed = invoiceEvent('invoice.payment_failed', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [GOLD],
      at: nowSeconds,
    });
    expect((await deliver(failed, signed())).json()).toMatchObject({ outcome: 'ignored' });
    const profile = await profileOf(who);
    expect(profile?.tier).toBe('free');
    expect(profile?.subscriptionState).toBeUndefined();
    const emails = await emailsTo(who);
    expect(emails).toEqual([]);
  });
});

describe('out-of-order deliveries', () => {
  it('a payment that arrives after the deletion that followed it does not bring the plan back', async () => {
    const who = await subscriber();
    const paid = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [SILVER],
      at: nowSeconds - 30 * 86400,
    });
    const deleted = subscriptionDeletedEvent({
      customer: who.customer,
      subscription: who.subscription,
      endedAt: nowSeconds,
    });
    expect((await deliver(deleted, signed())).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(paid, signed())).json()).toMatchObject({ outcome: 'stale' });
    expect(await profileOf(who)).toMatchObject({ tier: 'free', subscriptionState: 'canceled' });
  });

  it("the Silver payment arriving after the Gold upgrade's proration leaves Gold", async () => {
    const who = await subscriber();
    const silver = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [SILVER],
      at: nowSeconds - 600,
    });
    // The upgrade's invoice credits unused Silver time and charges Gold.
    const gold = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [SILVER, GOLD],
      at: nowSeconds,
    });
    await deliver(gold, signed());
    expect((await deliver(silver, signed())).json()).toMatchObject({ outcome: 'stale' });
    expect((await profileOf(who))?.tier).toBe('gold');
  });

  it('a failed payment older than the success that followed it leaves the account active', async () => {
    const who = await subscriber();
    await deliver(
      invoiceEvent('invoice.payment_succeeded', {
        customer: who.customer,
        subscription: who.subscription,
        prices: [GOLD],
        at: nowSeconds,
      }),
      signed(),
    );
    const failedEarlier = invoiceEvent('invoice.payment_failed', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [GOLD],
      at: nowSeconds - 60,
    });
    expect((await deliver(failedEarlier, signed())).json()).toMatchObject({ outcome: 'stale' });
    expect(await profileOf(who)).toMatchObject({ tier: 'gold', subscriptionState: 'active' });
  });

  it('a late deletion of an earlier subscription does not end the one that replaced it', async () => {
    const who = await subscriber();
    const first = who.subscription;
    await deliver(
      invoiceEvent('invoice.payment_succeeded', {
        customer: who.customer,
        subscription: first,
        prices: [SILVER],
        at: nowSeconds - 40 * 86400,
      }),
      signed(),
    );
    const second = `${first}_again`;
    await api.app.users.recordPendingSubscription(who.user.id, 'gold', second);
    await deliver(
      invoiceEvent('invoice.payment_succeeded', {
        customer: who.customer,
        subscription: second,
        prices: [GOLD],
        at: nowSeconds,
      }),
      signed(),
    );
    const lateDeletion = subscriptionDeletedEvent({
      customer: who.customer,
      subscription: first,
      endedAt: nowSeconds + 60,
    });
    expect((await deliver(lateDeletion, signed())).json()).toMatchObject({ outcome: 'stale' });
    expect(await profileOf(who)).toMatchObject({ tier: 'gold', stripeSubscriptionId: second });
  });
});

describe('which subscription a payment may put the account on', () => {
  it('never moves the account onto a subscription it did not start: alarmed, the one it is on kept', async () => {
    const who = await paidSilverSubscriber();
    // Made for the customer in Stripe's dashboard, say: the app never started it.
    const elsewhere = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: 'sub_made_elsewhere',
      prices: [GOLD],
      at: nowSeconds,
    });
    let answer: Awaited<ReturnType<typeof deliver>> | undefined;
    const lines = await errorLines(async () => {
      answer = await deliver(elsewhere, signed());
    });

    expect(answer?.json()).toEqual({ received: true, outcome: 'unknown-subscription' });
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'Payment event not handled',
        eventId: elsewhere.id,
        reason: 'a subscription not started here',
      }),
    );
    expect(await profileOf(who)).toMatchObject({
      tier: 'silver',
      stripeSubscriptionId: who.subscription,
      subscriptionState: 'active',
    });
  });
});

describe('the deletion and the 15-day data deletion', () => {
  it('downgrades to Free, schedules the data deletion within 15 days of the end, and a re-subscription cancels it', async () => {
    const who = await subscriber();
    await deliver(
      invoiceEvent('invoice.payment_succeeded', {
        customer: who.customer,
        subscription: who.subscription,
        prices: [GOLD],
        at: nowSeconds - 30 * 86400,
      }),
      signed(),
    );
    await deliver(
      subscriptionDeletedEvent({
        customer: who.customer,
        subscription: who.subscription,
        endedAt: nowSeconds,
      }),
      signed(),
    );
    expect((await profileOf(who))?.tier).toBe('free');
    expect(await api.app.billing.deletions.find(who.user.id)).toEqual({
      userId: who.user.id,
      dueAt: '2026-12-07T15:00:00.000Z',
    });

    const again = `${who.subscription}_again`;
    await api.app.users.recordPendingSubscription(who.user.id, 'silver', again);
    await deliver(
      invoiceEvent('invoice.payment_succeeded', {
        customer: who.customer,
        subscription: again,
        prices: [SILVER],
        at: nowSeconds + 86400,
      }),
      signed(),
    );
    expect((await profileOf(who))?.tier).toBe('silver');
    expect(await api.app.billing.deletions.find(who.user.id)).toBeNull();
  });

  it('ignores events of customers this app never made (Stripe CLI triggers)', async () => {
    const answer = await deliver(
      invoiceEvent('invoice.payment_succeeded', {
        customer: 'cus_made_elsewhere',
        subscription: 'sub_elsewhere',
        prices: [GOLD],
        at: nowSeconds,
      }),
      signed(),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ outcome: 'unknown-customer' });
  });
});

/** What a killed process leaves: the call it was in took effect, and nothing of it runs after. */
class ProcessDied extends Error {}

/**
 * Wraps ports so that the delivery "dies" right after `killAfter` completes: that call's write is in
 * the table, then every later call of any wrapped port (a catch block's clean-up included) fails,
 * as nothing runs in a Lambda container that timed out or was killed.
 */
function mortalDelivery() {
  let dead = false;
  return <T extends object>(port: T, killAfter?: keyof T): T =>
    new Proxy(port, {
      get(target, name) {
        const value = Reflect.get(target, name);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          if (dead) throw new ProcessDied();
          const result = await value.apply(target, args);
          if (name === killAfter) {
            dead = true;
            throw new ProcessDied();
          }
          return result;
        };
      },
    });
}

/** The webhook's own dependencies, over the app's table and clock, with the given ports wrapped. */
function billingDependencies(wrap: ReturnType<typeof mortalDelivery>, kill: 'claim' | 'applyBillingFact') {
  const { config } = api.app;
  const events = dynamoProcessedEvents(createDocumentClient(config), config.tableName, api.clock);
  return {
    users: wrap(api.app.users, kill === 'applyBillingFact' ? 'applyBillingFact' : undefined),
    deletions: wrap(api.app.billing.deletions),
    events: wrap(events, kill === 'claim' ? 'claim' : undefined),
    prices: async () => ({ silver: SILVER, gold: GOLD }),
    dispatch: wrap(api.app.messages),
    clock: api.clock,
    helpUrl: 'http://localhost:3000/help',
    metrics: api.metrics,
  };
}

/** Longer than a dead delivery's hold on the event (a minute), as Stripe's next retry is. */
const STRIPE_RETRY_SECONDS = 5 * 60;

describe('a delivery that dies half-way', () => {
  it('killed between marking the event and acting on it: the retry applies the payment, once', async () => {
    const who = await subscriber();
    const paid = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [GOLD],
      at: nowSeconds,
    });
    await expect(
      handleBillingEvent(billingDependencies(mortalDelivery(), 'claim'), paid),
    ).rejects.toBeInstanceOf(ProcessDied);
    expect((await profileOf(who))?.tier).toBe('free');

    // A delivery while the lease holds (a duplicate sent at the same moment, say): the holder may
    // still be acting, so not 2xx, and Stripe tries again later.
    const soon = await deliver(paid, signed());
    expect(soon.statusCode).toBe(409);
    expect((await profileOf(who))?.tier).toBe('free');

    const counted = api.metrics.measures.length;
    api.clock.advanceSeconds(STRIPE_RETRY_SECONDS);
    const later = await deliver(paid, signed());
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await profileOf(who)).toMatchObject({ tier: 'gold', subscriptionState: 'active' });
    expect((await deliver(paid, signed())).json()).toMatchObject({ outcome: 'repeated' });
    // Handled once: neither the delivery that died, the one the lease held off nor the repeat counts.
    expect(api.metrics.measures.slice(counted)).toEqual([
      { metric: PRODUCT_METRICS.paymentEventsHandled, value: 1 },
    ]);
  });

  it('killed after the plan change but before the email: the retry finishes it, one email', async () => {
    const who = await paidSilverSubscriber();
    const failed = silverPaymentFailed(who);
    await expect(
      handleBillingEvent(billingDependencies(mortalDelivery(), 'applyBillingFact'), failed),
    ).rejects.toBeInstanceOf(ProcessDied);

    api.clock.advanceSeconds(STRIPE_RETRY_SECONDS);
    expect((await deliver(failed, signed())).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(failed, signed())).json()).toMatchObject({ outcome: 'repeated' });
    expect(await profileOf(who)).toMatchObject({ tier: 'silver', subscriptionState: 'past_due' });
    const emails = await emailsTo(who);
    expect(emails.map((email) => email.channel === 'email' && email.subject)).toEqual([
      'LienMinder: your Silver plan payment failed',
    ]);
  });
});

/** The lines `log.error` wrote while `run` ran, parsed. */
async function errorLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run();
    return written.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  } finally {
    written.mockRestore();
  }
}

describe('the Stripe API version the code reads', () => {
  /** A payment as an endpoint on API version 2024-06-20 renders it: the subscription and the price sit elsewhere. */
  function olderVersionPayment(who: Subscriber) {
    const event = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [GOLD],
      at: nowSeconds,
    });
    const { parent: _parent, lines: _lines, ...invoice } = event.data.object;
    return {
      ...event,
      api_version: '2024-06-20',
      data: {
        object: {
          ...invoice,
          subscription: who.subscription,
          lines: { object: 'list', data: [{ id: 'il_old', object: 'line_item', price: { id: GOLD } }] },
        },
      },
    };
  }

  it('refuses an event of another API version loudly: not 2xx, an alarm line, nothing changed or claimed', async () => {
    const who = await subscriber();
    const older = olderVersionPayment(who);
    const counted = api.metrics.measures.length;
    let answer: Awaited<ReturnType<typeof deliver>> | undefined;
    const lines = await errorLines(async () => {
      answer = await deliver(older, signed());
    });
    expect(answer?.statusCode).toBe(400);
    expect(api.metrics.measures.slice(counted)).toEqual([
      { metric: PRODUCT_METRICS.paymentEventsRefused, value: 1 },
    ]);
    expect(answer?.json()).toEqual({
      message: `This endpoint reads Stripe API version ${Stripe.API_VERSION}; the event is of version 2024-06-20. Set the endpoint's API version to ${Stripe.API_VERSION}.`,
      errors: [],
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        message: 'Payment event not handled',
        eventId: older.id,
        type: 'invoice.payment_succeeded',
        apiVersion: '2024-06-20',
      }),
    );
    expect((await profileOf(who))?.tier).toBe('free');

    // Once the endpoint is on the right version, Stripe's retry of the same event is applied.
    const rendered = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [GOLD],
      at: nowSeconds,
      eventId: older.id,
    });
    expect((await deliver(rendered, signed())).json()).toMatchObject({ outcome: 'applied' });
    expect((await profileOf(who))?.tier).toBe('gold');
  });

  it('refuses a payment of the right version that names no subscription or none of the plans’ prices', async () => {
    const who = await subscriber();
    const paid = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: ['price_someone_elses'],
      at: nowSeconds,
    });
    const { parent: _parent, ...withoutParent } = paid.data.object;
    const unnamed = { ...paid, id: `${paid.id}_x`, data: { object: withoutParent } };
    for (const [event, reason] of [
      [paid, "The invoice charges none of the plans' prices."],
      [unnamed, 'The invoice names no subscription.'],
    ] as const) {
      let answer: Awaited<ReturnType<typeof deliver>> | undefined;
      const lines = await errorLines(async () => {
        answer = await deliver(event, signed());
      });
      expect(answer?.statusCode).toBe(400);
      expect(answer?.json()).toEqual({ message: reason, errors: [] });
      expect(lines).toContainEqual(
        expect.objectContaining({ message: 'Payment event not handled', eventId: event.id, reason }),
      );
    }
    expect((await profileOf(who))?.tier).toBe('free');
  });

  it('answers 200 to an event type it has nothing to do with', async () => {
    const who = await subscriber();
    const created = {
      ...subscriptionDeletedEvent({
        customer: who.customer,
        subscription: who.subscription,
        endedAt: nowSeconds,
      }),
      type: 'customer.subscription.created',
    };
    expect((await deliver(created, signed())).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('alarms on a live payment of a customer this app does not know', async () => {
    const live = {
      ...invoiceEvent('invoice.payment_succeeded', {
        customer: 'cus_nobody_knows',
        subscription: 'sub_nobody_knows',
        prices: [GOLD],
        at: nowSeconds,
      }),
      livemode: true,
    };
    const lines = await errorLines(() => deliver(live, signed()));
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'Payment event not handled',
        eventId: live.id,
        reason: 'no known customer',
      }),
    );
  });
});

describe('event size', () => {
  /** A payment whose invoice carries `bytes` more of what Stripe sends (a long description). */
  function paymentOfSize(who: Subscriber, bytes: number) {
    const paid = invoiceEvent('invoice.payment_succeeded', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [SILVER],
      at: nowSeconds,
    });
    return { ...paid, data: { object: { ...paid.data.object, description: 'x'.repeat(bytes) } } };
  }

  it('takes an event over the API’s 64 KB body limit, up to its own 512 KB', async () => {
    const who = await subscriber();
    const large = await deliver(paymentOfSize(who, 300 * 1024), signed());
    expect(large.statusCode).toBe(200);
    expect(large.json()).toMatchObject({ outcome: 'applied' });
    expect((await profileOf(who))?.tier).toBe('silver');

    const tooLarge = await deliver(paymentOfSize(who, 512 * 1024), signed());
    expect(tooLarge.statusCode).toBe(413);
  });
});
