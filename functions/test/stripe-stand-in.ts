/**
 * Stripe's HTTP boundary for tests: the Stripe client's own fetch-based HTTP client with a stand-in
 * `fetch` that records every request the SDK really sends (method, path, form body, headers) and
 * answers what the test queued. No network: an unexpected request fails the test.
 */
import Stripe from 'stripe';

export interface StripeRequest {
  method: string;
  /** Path and query, e.g. `/v1/subscriptions/sub_1`. */
  path: string;
  /** The form-encoded body, decoded: `{ 'items[0][price]': 'price_gold' }`. */
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The API version the request asks Stripe to answer in (and to read it in). */
  stripeVersion: string | undefined;
}

export interface StripeAnswer {
  status?: number;
  body: unknown;
  /** Awaited before this answer is given: a test holds requests so that they meet (two clicks at once). */
  hold?: () => Promise<void>;
}

export function stripeStandIn() {
  const requests: StripeRequest[] = [];
  const answers: StripeAnswer[] = [];
  const fetchStandIn = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    requests.push({
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      form: Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : '')),
      authorization: headers.get('authorization') ?? undefined,
      idempotencyKey: headers.get('idempotency-key') ?? undefined,
      stripeVersion: headers.get('stripe-version') ?? undefined,
    });
    const answer = answers.shift();
    if (!answer) {
      return Response.json(
        {
          error: { type: 'api_error', message: `Unexpected Stripe request ${init?.method} ${url.pathname}` },
        },
        { status: 500 },
      );
    }
    await answer.hold?.();
    return Response.json(answer.body, {
      status: answer.status ?? 200,
      headers: { 'request-id': 'req_test' },
    });
  };
  return {
    httpClient: Stripe.createFetchHttpClient(fetchStandIn as typeof fetch),
    requests,
    /** Queue the answers to the next requests, in order. */
    answer(...next: StripeAnswer[]) {
      answers.push(...next);
    },
    reset() {
      requests.length = 0;
      answers.length = 0;
    },
  };
}

/** Stripe's test-mode fake settings (never real keys). */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
  STRIPE_PRICE_SILVER: 'price_silver_test',
  STRIPE_PRICE_GOLD: 'price_gold_test',
} as const;

/** Sets the Stripe variables for the tests of one file; the returned function restores them. */
export function useStripeEnvironment(values: Partial<Record<keyof typeof STRIPE_TEST_ENV, string>>) {
  const names = Object.keys(STRIPE_TEST_ENV) as (keyof typeof STRIPE_TEST_ENV)[];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
  return () => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  };
}
