/**
 * Every Stripe API request the billing routes make, asserted at the HTTP boundary (the Stripe SDK's
 * own fetch client with a recording stand-in, no network): the customer created once, a first
 * subscription (one per plan however often it is asked for, with its idempotency key), an upgrade
 * that changes the one subscription's price with proration, the cancellation at period end of every
 * subscription of the customer that bills, and the diagnostics.
 */

import { STRIPE_API_VERSION } from '@lienminder/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, setAppForTests } from '#local/app';
import { scryptPasswordHasher } from '#src/services/auth/passwords';
import { DIAGNOSTIC_RATE_LIMITS, TOO_MANY_STRIPE_CHECKS } from '#src/services/diagnostics/diagnostic-limits';
import { call, type SignedUpUser, signUp, type TestApi, TestClock } from '#test/api/support';
import { useTestEnvironment } from '#test/dynamodb';
import { recordedMetrics } from '#test/recorded-metrics';
import { STRIPE_TEST_ENV, stripeStandIn, useStripeEnvironment } from '#test/stripe-stand-in';

const stripe = stripeStandIn();
let api: TestApi;
/** Stripe's ids are unique, and the tests share one table (the config is read once). */
let customer = '';
let restoreEnvironment: () => void;

beforeAll(() => {
  restoreEnvironment = useStripeEnvironment(STRIPE_TEST_ENV);
});
afterAll(() => restoreEnvironment());

beforeEach(async () => {
  const table = await useTestEnvironment();
  const clock = new TestClock(new Date('2026-11-23T15:00:00.000Z'));
  const metrics = recordedMetrics();
  const app = createApp({
    clock,
    passwords: scryptPasswordHasher({ ln: 12, r: 8, p: 1 }),
    stripeHttpClient: stripe.httpClient,
    metrics,
  });
  setAppForTests(app);
  api = { app, table, clock, metrics };
  stripe.reset();
  customer = `cus_test_${Math.random().toString(36).slice(2, 10)}`;
});

const AUTHORIZATION = `Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`;

const subscriptionAnswer = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_test_1',
  object: 'subscription',
  status: 'incomplete',
  items: {
    object: 'list',
    data: [{ id: 'si_test_1', object: 'subscription_item', current_period_end: 1798038000 }],
  },
  latest_invoice: {
    id: 'in_test_1',
    object: 'invoice',
    status: 'open',
    confirmation_secret: { client_secret: 'pi_test_1_secret_abc', type: 'payment_intent' },
  },
  pending_setup_intent: null,
  ...overrides,
});

async function subscribe(who: SignedUpUser, tier: 'silver' | 'gold') {
  return call('POST', '/api/create-subscription', { session: who.session, body: { tier } });
}

describe('POST /api/create-subscription', () => {
  it('creates the customer, then a default-incomplete subscription, and answers the payment’s client secret', async () => {
    const who = await signUp(api);
    stripe.answer({ body: { id: customer, object: 'customer' } }, { body: subscriptionAnswer() });

    const answer = await subscribe(who, 'silver');

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'incomplete',
      currentPlan: 'free',
      clientSecret: 'pi_test_1_secret_abc',
      publishableKey: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY,
    });
    expect(stripe.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/customers',
        form: { email: who.email, name: 'Maria Lopez', 'metadata[userId]': who.user.id },
        authorization: AUTHORIZATION,
        idempotencyKey: `customer-${who.user.id}`,
        stripeVersion: STRIPE_API_VERSION,
      },
      {
        method: 'POST',
        path: '/v1/subscriptions',
        form: {
          customer,
          'items[0][price]': STRIPE_TEST_ENV.STRIPE_PRICE_SILVER,
          payment_behavior: 'default_incomplete',
          'payment_settings[save_default_payment_method]': 'on_subscription',
          'metadata[userId]': who.user.id,
          'expand[0]': 'latest_invoice.confirmation_secret',
          'expand[1]': 'pending_setup_intent',
        },
        authorization: AUTHORIZATION,
        // Two clicks that race send this same key: Stripe answers both with one subscription.
        idempotencyKey: `subscription-${who.user.id}-silver-after-none`,
        stripeVersion: STRIPE_API_VERSION,
      },
    ]);
    // The user record keeps the ids; the plan, and the subscription it is on, wait for the payment event.
    const stored = await api.app.users.findById(who.user.id);
    expect(stored).toMatchObject({
      tier: 'free',
      stripeCustomerId: customer,
      pendingSubscriptions: { silver: 'sub_test_1' },
    });
    expect(stored?.stripeSubscriptionId).toBeUndefined();
  });

  it('a second click while the first subscription waits for its payment answers that one, making none', async () => {
    const who = await signUp(api);
    stripe.answer({ body: { id: customer, object: 'customer' } }, { body: subscriptionAnswer() });
    const first = await subscribe(who, 'silver');
    stripe.reset();
    stripe.answer({ body: subscriptionAnswer() });

    const second = await subscribe(who, 'silver');

    expect(second.json()).toEqual(first.json());
    expect(stripe.requests.map(({ method, path, form }) => ({ method, path, form }))).toEqual([
      {
        method: 'GET',
        path: '/v1/subscriptions/sub_test_1?expand[0]=latest_invoice.confirmation_secret&expand[1]=pending_setup_intent',
        form: {},
      },
    ]);
  });

  it('two clicks at once send one idempotency key, so Stripe makes one subscription', async () => {
    const who = await signUp(api);
    // Both clicks are held at Stripe's first call until both have made it, so neither can find the
    // other's pending subscription first (which, later, is the other path: it is reused).
    let arrived = 0;
    let bothArrived = () => {};
    const both = new Promise<void>((resolve) => {
      bothArrived = resolve;
    });
    const atOnce = () => {
      arrived += 1;
      if (arrived === 2) bothArrived();
      return both;
    };
    // Stripe answers a repeated key with the first request's answer.
    stripe.answer(
      { body: { id: customer, object: 'customer' }, hold: atOnce },
      { body: { id: customer, object: 'customer' }, hold: atOnce },
      { body: subscriptionAnswer() },
      { body: subscriptionAnswer() },
    );

    const answers = await Promise.all([subscribe(who, 'gold'), subscribe(who, 'gold')]);

    for (const answer of answers)
      expect(answer.json()).toMatchObject({ clientSecret: 'pi_test_1_secret_abc' });
    // The two requests' calls interleave in either order; what matters is what each one sent.
    const sent = stripe.requests.map(({ method, path, idempotencyKey }) => ({
      method,
      path,
      idempotencyKey,
    }));
    expect(sent.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { method: 'POST', path: '/v1/customers', idempotencyKey: `customer-${who.user.id}` },
      { method: 'POST', path: '/v1/customers', idempotencyKey: `customer-${who.user.id}` },
      {
        method: 'POST',
        path: '/v1/subscriptions',
        idempotencyKey: `subscription-${who.user.id}-gold-after-none`,
      },
      {
        method: 'POST',
        path: '/v1/subscriptions',
        idempotencyKey: `subscription-${who.user.id}-gold-after-none`,
      },
    ]);
    expect((await api.app.users.findById(who.user.id))?.pendingSubscriptions).toEqual({ gold: 'sub_test_1' });
  });

  it('starts a new subscription, with a new key, once the pending one expired unpaid', async () => {
    const who = await signUp(api);
    stripe.answer({ body: { id: customer, object: 'customer' } }, { body: subscriptionAnswer() });
    await subscribe(who, 'silver');
    stripe.reset();
    stripe.answer(
      { body: subscriptionAnswer({ status: 'incomplete_expired' }) },
      { body: subscriptionAnswer({ id: 'sub_test_2' }) },
    );

    expect((await subscribe(who, 'silver')).statusCode).toBe(200);

    expect(
      stripe.requests.map(({ method, path, idempotencyKey }) => ({ method, path, idempotencyKey })),
    ).toEqual([
      {
        method: 'GET',
        path: '/v1/subscriptions/sub_test_1?expand[0]=latest_invoice.confirmation_secret&expand[1]=pending_setup_intent',
        idempotencyKey: undefined,
      },
      {
        method: 'POST',
        path: '/v1/subscriptions',
        idempotencyKey: `subscription-${who.user.id}-silver-after-sub_test_1`,
      },
    ]);
    expect((await api.app.users.findById(who.user.id))?.pendingSubscriptions).toEqual({
      silver: 'sub_test_2',
    });
  });

  it('creates the customer once: a second attempt reuses it', async () => {
    const who = await signUp(api);
    stripe.answer({ body: { id: customer, object: 'customer' } }, { body: subscriptionAnswer() });
    await subscribe(who, 'silver');
    stripe.reset();
    stripe.answer({ body: subscriptionAnswer({ id: 'sub_test_2' }) });

    const second = await subscribe(who, 'gold');
    expect(second.statusCode).toBe(200);
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/subscriptions',
    ]);
    expect(stripe.requests[0]?.form.customer).toBe(customer);
  });

  it('answers the SetupIntent’s seti_ secret when the first invoice needs no payment now', async () => {
    const who = await signUp(api);
    stripe.answer(
      { body: { id: customer, object: 'customer' } },
      {
        body: subscriptionAnswer({
          status: 'trialing',
          latest_invoice: { id: 'in_test_1', object: 'invoice', status: 'paid', confirmation_secret: null },
          pending_setup_intent: {
            id: 'seti_test_1',
            object: 'setup_intent',
            client_secret: 'seti_test_1_secret_x',
          },
        }),
      },
    );
    expect((await subscribe(who, 'gold')).json()).toMatchObject({
      status: 'incomplete',
      clientSecret: 'seti_test_1_secret_x',
    });
  });

  it('upgrades Silver to Gold by changing the one subscription’s price with proration', async () => {
    const who = await signUp(api, 'silver');
    await api.app.users.attachStripeCustomer(who.user.id, customer);
    await api.app.users.applyBillingFact(who.user.id, {
      asOf: 1763900000,
      subscriptionId: 'sub_test_9',
      state: 'active',
      tier: 'silver',
    });
    stripe.answer(
      { body: subscriptionAnswer({ id: 'sub_test_9', status: 'active' }) },
      {
        body: subscriptionAnswer({
          id: 'sub_test_9',
          status: 'active',
          latest_invoice: {
            id: 'in_proration',
            object: 'invoice',
            status: 'open',
            confirmation_secret: { client_secret: 'pi_proration_secret_y', type: 'payment_intent' },
          },
        }),
      },
    );

    const answer = await subscribe(who, 'gold');

    expect(answer.json()).toMatchObject({
      status: 'incomplete',
      currentPlan: 'silver',
      clientSecret: 'pi_proration_secret_y',
    });
    expect(stripe.requests.map(({ method, path, form }) => ({ method, path, form }))).toEqual([
      { method: 'GET', path: '/v1/subscriptions/sub_test_9', form: {} },
      {
        method: 'POST',
        path: '/v1/subscriptions/sub_test_9',
        form: {
          'items[0][id]': 'si_test_1',
          'items[0][price]': STRIPE_TEST_ENV.STRIPE_PRICE_GOLD,
          proration_behavior: 'always_invoice',
          payment_behavior: 'default_incomplete',
          cancel_at_period_end: 'false',
          'expand[0]': 'latest_invoice.confirmation_secret',
          'expand[1]': 'pending_setup_intent',
        },
      },
    ]);
  });

  it('answers status active for the plan the user already has, asking Stripe nothing', async () => {
    const who = await signUp(api, 'gold');
    expect((await subscribe(who, 'gold')).json()).toEqual({
      status: 'active',
      currentPlan: 'gold',
      clientSecret: null,
      publishableKey: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY,
    });
    expect(stripe.requests).toEqual([]);
  });

  it('refuses Free as a purchase (400) and a signed-out caller (401), asking Stripe nothing', async () => {
    const who = await signUp(api);
    const free = await call('POST', '/api/create-subscription', {
      session: who.session,
      body: { tier: 'free' },
    });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({
      errors: [{ path: 'tier', message: 'Choose the Silver or Gold plan' }],
    });
    expect((await call('POST', '/api/create-subscription', { body: { tier: 'gold' } })).statusCode).toBe(401);
    expect(stripe.requests).toEqual([]);
  });
});

describe('POST /api/cancel-subscription', () => {
  /** A Silver user on `sub_test_5`, whose customer is `customer`. */
  async function silverSubscriber() {
    const who = await signUp(api);
    await api.app.users.attachStripeCustomer(who.user.id, customer);
    await api.app.users.applyBillingFact(who.user.id, {
      asOf: 1763900000,
      subscriptionId: 'sub_test_5',
      state: 'active',
      tier: 'silver',
    });
    return who;
  }
  const listOf = (...subscriptions: Record<string, unknown>[]) => ({
    body: { object: 'list', url: '/v1/subscriptions', has_more: false, data: subscriptions },
  });

  it('cancels at period end and answers the end date', async () => {
    const who = await silverSubscriber();
    // 2026-12-23T15:00:00Z
    stripe.answer(listOf(subscriptionAnswer({ id: 'sub_test_5', status: 'active' })), {
      body: subscriptionAnswer({ id: 'sub_test_5', status: 'active', cancel_at: 1798038000 }),
    });

    const answer = await call('POST', '/api/cancel-subscription', {
      session: who.session,
      body: { confirmDataDeletion: true },
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message:
        'Your subscription is cancelled. You keep your plan until December 23, 2026, then your account moves to the Free plan.',
      currentPeriodEnd: '2026-12-23T15:00:00.000Z',
    });
    expect(stripe.requests.map(({ method, path, form }) => ({ method, path, form }))).toEqual([
      { method: 'GET', path: `/v1/subscriptions?customer=${customer}&limit=100`, form: {} },
      { method: 'POST', path: '/v1/subscriptions/sub_test_5', form: { cancel_at_period_end: 'true' } },
    ]);
    // The plan stays until Stripe deletes the subscription.
    expect((await api.app.users.findById(who.user.id))?.tier).toBe('silver');
  });

  it('reaches every live subscription of the customer, not only the stored one', async () => {
    const who = await silverSubscriber();
    stripe.answer(
      listOf(
        subscriptionAnswer({ id: 'sub_test_5', status: 'active' }),
        // Paid in a second tab: it bills as well, and until later.
        subscriptionAnswer({
          id: 'sub_test_6',
          status: 'past_due',
          items: { object: 'list', data: [{ id: 'si_6', current_period_end: 1800000000 }] },
        }),
        // Started and never paid: ended now, so that it cannot be paid later.
        subscriptionAnswer({ id: 'sub_test_7', status: 'incomplete' }),
        // Cancelled before: asked nothing again.
        subscriptionAnswer({
          id: 'sub_test_8',
          status: 'active',
          cancel_at_period_end: true,
          cancel_at: 1790000000,
        }),
        subscriptionAnswer({ id: 'sub_test_9', status: 'incomplete_expired' }),
      ),
      { body: subscriptionAnswer({ id: 'sub_test_5', status: 'active', cancel_at: 1798038000 }) },
      { body: subscriptionAnswer({ id: 'sub_test_6', status: 'past_due', cancel_at: 1800000000 }) },
      { body: subscriptionAnswer({ id: 'sub_test_7', status: 'canceled' }) },
    );

    const answer = await call('POST', '/api/cancel-subscription', {
      session: who.session,
      body: { confirmDataDeletion: true },
    });

    expect(answer.statusCode).toBe(200);
    // The latest end of any: 2027-01-15T08:00:00Z.
    expect(answer.json()).toMatchObject({ currentPeriodEnd: '2027-01-15T08:00:00.000Z' });
    expect(stripe.requests.map(({ method, path, form }) => ({ method, path, form }))).toEqual([
      { method: 'GET', path: `/v1/subscriptions?customer=${customer}&limit=100`, form: {} },
      { method: 'POST', path: '/v1/subscriptions/sub_test_5', form: { cancel_at_period_end: 'true' } },
      { method: 'POST', path: '/v1/subscriptions/sub_test_6', form: { cancel_at_period_end: 'true' } },
      { method: 'DELETE', path: '/v1/subscriptions/sub_test_7', form: {} },
    ]);
  });

  it('answers 400 without confirmDataDeletion, and 403 to a Free user, asking Stripe nothing', async () => {
    const paid = await signUp(api, 'gold');
    const unconfirmed = await call('POST', '/api/cancel-subscription', { session: paid.session, body: {} });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ errors: [{ path: 'confirmDataDeletion' }] });
    const free = await signUp(api);
    const nothing = await call('POST', '/api/cancel-subscription', {
      session: free.session,
      body: { confirmDataDeletion: true },
    });
    expect(nothing.statusCode).toBe(403);
    expect(stripe.requests).toEqual([]);
  });
});

describe('payment diagnostics under /api/stripe/', () => {
  const price = (id: string, amount: number) => ({
    body: { id, object: 'price', unit_amount: amount, currency: 'usd', recurring: { interval: 'month' } },
  });

  it('config-status and webhook-status give flags and the public webhook URL, never a key', async () => {
    const who = await signUp(api);
    const status = await call('GET', '/api/stripe/config-status', { session: who.session });
    expect(status.json()).toEqual({
      allConfigured: true,
      secretKey: true,
      publishableKey: true,
      webhookSecret: true,
      silverPriceId: true,
      goldPriceId: true,
      webhookUrl: 'http://localhost:3000/api/stripe/webhook',
    });
    for (const value of Object.values(STRIPE_TEST_ENV)) expect(status.body).not.toContain(value);
    expect((await call('GET', '/api/stripe/webhook-status', { session: who.session })).json()).toEqual({
      webhookConfigured: true,
      webhookUrl: 'http://localhost:3000/api/stripe/webhook',
    });
    expect(stripe.requests).toEqual([]);
  });

  it("price-test checks Stripe's prices against the shared plans", async () => {
    const who = await signUp(api);
    stripe.answer(
      price(STRIPE_TEST_ENV.STRIPE_PRICE_SILVER, 899),
      price(STRIPE_TEST_ENV.STRIPE_PRICE_GOLD, 1499),
    );
    expect((await call('GET', '/api/stripe/price-test', { session: who.session })).json()).toEqual({
      success: true,
      silverValid: true,
      goldValid: true,
    });
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      `GET /v1/prices/${STRIPE_TEST_ENV.STRIPE_PRICE_GOLD}`,
      `GET /v1/prices/${STRIPE_TEST_ENV.STRIPE_PRICE_SILVER}`,
    ]);

    stripe.reset();
    stripe.answer(
      price(STRIPE_TEST_ENV.STRIPE_PRICE_SILVER, 899),
      price(STRIPE_TEST_ENV.STRIPE_PRICE_GOLD, 1999),
    );
    expect((await call('GET', '/api/stripe/price-test', { session: who.session })).json()).toMatchObject({
      success: false,
    });
  });

  it('test answers both prices; api-test reads the balance', async () => {
    const who = await signUp(api);
    stripe.answer(
      price(STRIPE_TEST_ENV.STRIPE_PRICE_SILVER, 899),
      price(STRIPE_TEST_ENV.STRIPE_PRICE_GOLD, 1499),
    );
    const test = (await call('GET', '/api/stripe/test', { session: who.session })).json();
    expect(test).toMatchObject({
      success: true,
      prices: {
        silver: { id: STRIPE_TEST_ENV.STRIPE_PRICE_SILVER, amount: 899, currency: 'usd', interval: 'month' },
        gold: { id: STRIPE_TEST_ENV.STRIPE_PRICE_GOLD, amount: 1499, currency: 'usd', interval: 'month' },
      },
      details: { silverPriceId: true, goldPriceId: true },
    });
    stripe.reset();
    stripe.answer({ body: { object: 'balance', livemode: false, available: [], pending: [] } });
    expect((await call('GET', '/api/stripe/api-test', { session: who.session })).json()).toEqual({
      success: true,
      details: 'Stripe API reachable (test mode).',
    });
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/balance',
    ]);
  });

  it('that call Stripe are limited per user: past the limit 429 and no request to Stripe; another user is not affected', async () => {
    const who = await signUp(api);
    const balance = { body: { object: 'balance', livemode: false, available: [], pending: [] } };
    for (let check = 0; check < DIAGNOSTIC_RATE_LIMITS.stripeCheck.limit; check++) {
      stripe.answer(balance);
      const response = await call('GET', '/api/stripe/api-test', { session: who.session });
      expect(response.statusCode).toBe(200);
    }
    // One limit for the three checks that call Stripe: the other two pages are refused as well.
    const paths = ['api-test', 'test', 'price-test'];
    stripe.reset();
    for (const path of paths) {
      const refused = await call('GET', `/api/stripe/${path}`, { session: who.session });
      expect(refused.statusCode, path).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_STRIPE_CHECKS, errors: [] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(stripe.requests).toEqual([]);

    const other = await signUp(api);
    stripe.answer(balance);
    expect((await call('GET', '/api/stripe/api-test', { session: other.session })).statusCode).toBe(200);
  });

  it('are for signed-in users only', async () => {
    for (const path of ['test', 'config-status', 'api-test', 'price-test', 'webhook-status']) {
      expect((await call('GET', `/api/stripe/${path}`)).statusCode).toBe(401);
    }
  });
});
