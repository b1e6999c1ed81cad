/**
 * POST /api/stripe/webhook with Stripe's own signatures (stripe.webhooks.generateTestHeaderString
 * and constructEvent), against DynamoDB Local: what each event does, and that forged, stale,
 * repeated and out-of-order deliveries end in the right state.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedUpUser, signUp, startTestApi, type TestApi } from '../api/support';
import { STRIPE_TEST_ENV, useStripeEnvironment } from '../stripe-stand-in';
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

/** A Free user who has started a subscription (customer and subscription ids recorded). */
async function subscriber(): Promise<Subscriber> {
  const signedUp = await signUp(api);
  customerNumber += 1;
  const customer = `cus_test_${customerNumber}_${Date.now()}`;
  const subscription = `sub_test_${customerNumber}_${Date.now()}`;
  await api.app.users.attachStripeCustomer(signedUp.user.id, customer);
  await api.app.users.recordSubscription(signedUp.user.id, subscription);
  return { ...signedUp, customer, subscription };
}

const profileOf = async (who: Subscriber) => api.app.users.findById(who.user.id, { consistent: true });
/** The valid signature at the test's clock: Stripe's tolerance is checked against the real time. */
const signed = () => ({ secret: SECRET });

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
    const { call } = await import('../api/support');
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
    const failed = invoiceEvent('invoice.payment_failed', {
      customer: who.customer,
      subscription: who.subscription,
      prices: [SILVER],
      at: nowSeconds,
    });
    expect((await deliver(failed, signed())).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(failed, signed())).json()).toMatchObject({ outcome: 'repeated' });

    // Past due, but the tier stays until Stripe deletes the subscription.
    expect(await profileOf(who)).toMatchObject({ tier: 'silver', subscriptionState: 'past_due' });
    const emails = ((await api.app.alerting.outbox?.list()) ?? []).filter(
      (message) => message.to === who.email,
    );
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
    expect((await deliver(failed, signed())).json()).toMatchObject({ outcome: 'not-handled' });
    expect(await profileOf(who)).toMatchObject({ tier: 'free', subscriptionState: 'incomplete' });
    const emails = ((await api.app.alerting.outbox?.list()) ?? []).filter(
      (message) => message.to === who.email,
    );
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
    await api.app.users.recordSubscription(who.user.id, second);
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
    await api.app.users.recordSubscription(who.user.id, again);
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
