/**
 * The journey of journey.ts through the handlers, every exchange held to the served OpenAPI
 * document by `call` (contract-check.ts). The other integration suites check what they happen to
 * call; this one fails when a route is added that the journey does not walk both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoutePath } from '#local/route-path';
import { API_FUNCTIONS } from '#src/routes';
import { routeKey } from '#src/services/openapi/openapi-document';
import { call, startTestApi, type TestApi } from '#test/api/support';
import { TEST_PUBLIC_URL, TEST_SESSION_SECRET } from '#test/dynamodb';
import { type JourneyTransport, walkEveryRoute } from './journey';

const SETTINGS = {
  TWILIO_AUTH_TOKEN: 'twilio_auth_token_fake_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
  ADMIN_USERNAME: 'consent-admin',
  ADMIN_PASSWORD: 'Ledger-Harbor-Tulip-58',
};

/** The status classes each route answered with: '2' for success, '4' for a refusal. */
const answered = new Map<string, Set<string>>();

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('2026-03-02T14:00:00.000Z', SETTINGS);
});
afterAll(() => {
  for (const name of Object.keys(SETTINGS)) delete process.env[name];
});

const handlers: JourneyTransport = {
  async send(method, path, request = {}) {
    const answer = await call(method, path, {
      body: request.body,
      headers: request.headers ?? {},
      ...(request.session ? { session: request.session } : {}),
    });
    const route = API_FUNCTIONS.find(
      (candidate) =>
        candidate.method === method && matchRoutePath(candidate.path, path.split('?')[0] ?? path),
    );
    if (route) {
      const key = routeKey(route);
      answered.set(key, (answered.get(key) ?? new Set()).add(String(answer.statusCode)[0] as string));
    }
    return { status: answer.statusCode, cookies: answer.cookies, body: answer.body };
  },
  async mailedTo(to) {
    const box = api.app.alerting.outbox;
    if (!box) throw new Error('the test app has no outbox');
    return (await box.list()).flatMap((message) =>
      message.channel === 'email' && message.to === to ? [message.text] : [],
    );
  },
  async confirmPayment(clientSecret) {
    const payments = api.app.billing.localPayments;
    if (!payments) throw new Error('The test app pays through the local test-payment provider');
    await api.app.billing.handleEvent(await payments.confirm(clientSecret));
  },
  getWithBody: true,
  now: () => api.clock.now(),
  publicUrl: TEST_PUBLIC_URL,
  sessionSecret: TEST_SESSION_SECRET,
  twilioAuthToken: SETTINGS.TWILIO_AUTH_TOKEN,
  stripeWebhookSecret: SETTINGS.STRIPE_WEBHOOK_SECRET,
  admin: { username: SETTINGS.ADMIN_USERNAME, password: SETTINGS.ADMIN_PASSWORD },
};

describe('a journey through every route, success and refusal', () => {
  it('matches the served document at every step', async () => {
    await walkEveryRoute(handlers);
  });

  it('walked every route of routes.ts with a success and a refusal', () => {
    const unwalked = API_FUNCTIONS.map(routeKey).flatMap((key) => {
      const classes = answered.get(key) ?? new Set();
      return [
        ...(classes.has('2') ? [] : [`${key}: no success`]),
        ...(classes.has('4') ? [] : [`${key}: no refusal`]),
      ];
    });
    expect(unwalked).toEqual([]);
  });
});
