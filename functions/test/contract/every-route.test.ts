/**
 * One journey through every route of routes.ts, each answered once with success and once with a
 * refusal, every exchange held to the served OpenAPI document by `call` (contract-check.ts). The
 * other integration suites check what they happen to call; this one fails when a route is added
 * and nobody walks it.
 */

import Stripe from 'stripe';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoutePath } from '../../local/route-path';
import { API_FUNCTIONS } from '../../src/routes';
import { routeKey } from '../../src/services/openapi/openapi-document';
import {
  type CallOptions,
  call,
  PASSWORD,
  projectBody,
  registration,
  sessionFrom,
  signUp,
  startTestApi,
  type TestApi,
} from '../api/support';
import { TEST_PUBLIC_URL } from '../dynamodb';
import { setPhoneStatus } from '../phone-statuses';

const TWILIO_TOKEN = 'twilio_auth_token_fake_0123456789';
const STRIPE_WEBHOOK_SECRET = 'whsec_test_fake';
const ADMIN = { ADMIN_USERNAME: 'consent-admin', ADMIN_PASSWORD: 'Consent-Admin-2026' };

/** The status classes each route answered with: '2' for success, '4' for a refusal. */
const answered = new Map<string, Set<string>>();

async function send(method: string, path: string, options: CallOptions = {}) {
  const response = await call(method, path, options);
  const route = API_FUNCTIONS.find(
    (candidate) => candidate.method === method && matchRoutePath(candidate.path, path.split('?')[0] ?? path),
  );
  if (route) {
    const key = routeKey(route);
    answered.set(key, (answered.get(key) ?? new Set()).add(String(response.statusCode)[0] as string));
  }
  return response;
}

/** Sends and expects the status, showing the body when it differs. */
async function expectStatus(status: number, method: string, path: string, options: CallOptions = {}) {
  const response = await send(method, path, options);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(status);
  return response;
}

const notJson = { body: 'hello', headers: { 'content-type': 'text/plain' } };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('2026-03-02T14:00:00.000Z', {
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    STRIPE_WEBHOOK_SECRET,
    ...ADMIN,
  });
});
afterAll(() => {
  for (const name of ['TWILIO_AUTH_TOKEN', 'STRIPE_WEBHOOK_SECRET', ...Object.keys(ADMIN)])
    delete process.env[name];
});

describe('a journey through every route, success and refusal, checked against the served document', () => {
  it('public routes', async () => {
    await expectStatus(200, 'GET', '/api/health');
    await expectStatus(415, 'GET', '/api/health', notJson);
    await expectStatus(200, 'GET', '/api/openapi.json');
    await expectStatus(415, 'GET', '/api/openapi.json', notJson);
    await expectStatus(200, 'GET', '/sms/config');
    await expectStatus(415, 'GET', '/sms/config', notJson);
    await expectStatus(200, 'POST', '/sms/opt-in', {
      body: { name: 'Ana Reyes', phone: '(305) 555-0188', sms_opt_in: true },
    });
    await expectStatus(400, 'POST', '/sms/opt-in', { body: { phone: '555', sms_opt_in: false } });
  });

  it('accounts: sign-up, sign-in, sign-out, the user, password reset', async () => {
    const body = registration();
    const registered = await expectStatus(201, 'POST', '/api/auth/register', { body });
    await expectStatus(409, 'POST', '/api/auth/register', { body });
    await expectStatus(400, 'POST', '/api/auth/register', {
      body: { ...registration(), password: 'roofing2026' },
    });
    const session = sessionFrom(registered);
    await expectStatus(200, 'GET', '/api/auth/user', { session });
    await expectStatus(401, 'GET', '/api/auth/user');
    await expectStatus(200, 'POST', '/api/auth/login', { body: { email: body.email, password: PASSWORD } });
    await expectStatus(401, 'POST', '/api/auth/login', {
      body: { email: body.email, password: 'Wrong-2026' },
    });

    await expectStatus(200, 'POST', '/api/auth/forgot-password', { body: { email: body.email } });
    await expectStatus(400, 'POST', '/api/auth/forgot-password', { body: { email: 'not an email' } });
    const generated = await expectStatus(200, 'POST', '/api/test/generate-reset-token', {
      session,
      body: { email: body.email },
    });
    await expectStatus(403, 'POST', '/api/test/generate-reset-token', {
      session,
      body: { email: 'someone.else@example.com' },
    });
    const { token } = generated.json<{ token: string }>();
    await expectStatus(200, 'POST', '/api/auth/validate-reset-token', { body: { token } });
    await expectStatus(400, 'POST', '/api/auth/validate-reset-token', { body: { token: 'no-such-token' } });
    await expectStatus(400, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'short' } });
    await expectStatus(200, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Roofing2027' },
    });

    const again = await expectStatus(200, 'POST', '/api/auth/login', {
      body: { email: body.email, password: 'Roofing2027' },
    });
    await expectStatus(403, 'POST', '/api/auth/logout', {
      session: sessionFrom(again),
      headers: { origin: 'https://elsewhere.example' },
    });
    await expectStatus(200, 'POST', '/api/auth/logout', { session: sessionFrom(again) });
  });

  it('projects, their deadlines and alerts, the dashboard', async () => {
    const free = await signUp(api);
    const silver = await signUp(api, 'silver');
    const session = silver.session;
    await expectStatus(400, 'POST', '/api/projects', { session, body: {} });
    const created = await expectStatus(201, 'POST', '/api/projects', { session, body: projectBody() });
    const { project, deadlines } = created.json<{ project: { id: string }; deadlines: { id: string }[] }>();
    const path = `/api/projects/${project.id}`;
    await expectStatus(200, 'GET', '/api/projects', { session });
    await expectStatus(401, 'GET', '/api/projects');
    await expectStatus(200, 'GET', path, { session });
    await expectStatus(404, 'GET', '/api/projects/no-such-project', { session });
    await expectStatus(200, 'PUT', path, { session, body: projectBody({ name: 'Brickell Tower II' }) });
    await expectStatus(404, 'PUT', '/api/projects/no-such-project', { session, body: projectBody() });
    await expectStatus(200, 'PATCH', `${path}/deadlines/${deadlines[0]?.id}`, {
      session,
      body: { isCompleted: true },
    });
    await expectStatus(404, 'PATCH', `${path}/deadlines/no-such-deadline`, {
      session,
      body: { isCompleted: true },
    });
    await expectStatus(200, 'GET', `${path}/alerts`, { session });
    await expectStatus(404, 'GET', '/api/projects/no-such-project/alerts', { session });
    await expectStatus(200, 'GET', '/api/dashboard', { session });
    await expectStatus(401, 'GET', '/api/dashboard');
    const freeProject = await expectStatus(201, 'POST', '/api/projects', {
      session: free.session,
      body: projectBody(),
    });
    const freeId = freeProject.json<{ project: { id: string } }>().project.id;
    await expectStatus(403, 'DELETE', `/api/projects/${freeId}`, { session: free.session });
    await expectStatus(200, 'DELETE', path, { session });
  });

  it('the calendar feed', async () => {
    const { session } = await signUp(api);
    const feed = await expectStatus(200, 'POST', '/api/calendar-feed', { session });
    await expectStatus(401, 'POST', '/api/calendar-feed');
    const token = new URL(feed.json<{ url: string }>().url).pathname.split('/').pop() as string;
    await expectStatus(200, 'GET', `/api/calendar/${token}`);
    await expectStatus(200, 'DELETE', '/api/calendar-feed', { session });
    await expectStatus(404, 'GET', `/api/calendar/${token}`);
    await expectStatus(401, 'DELETE', '/api/calendar-feed');
  });

  it('test messages and diagnostics', async () => {
    const { session, email } = await signUp(api, 'silver');
    await setPhoneStatus(api.app.config, '+13055550142', 'opted_in', api.clock.now());
    await expectStatus(200, 'POST', '/api/test-sms', {
      session,
      body: { phone: '(305) 555-0142', message: 'Hello' },
    });
    await expectStatus(403, 'POST', '/api/test-sms', {
      session,
      body: { phone: '(305) 555-0199', message: 'Hello' },
    });
    await expectStatus(200, 'POST', '/api/test-email', { session, body: { email } });
    await expectStatus(403, 'POST', '/api/test-email', { session, body: { email: 'stranger@example.com' } });
    for (const path of [
      '/api/email-config-status',
      '/api/email-connection-test',
      '/api/twilio/webhook-status',
      '/api/stripe/test',
      '/api/stripe/config-status',
      '/api/stripe/api-test',
      '/api/stripe/price-test',
      '/api/stripe/webhook-status',
    ]) {
      await expectStatus(200, 'GET', path, { session });
      await expectStatus(401, 'GET', path);
    }
  });

  it('plans and payments, and the payment webhook', async () => {
    const user = await signUp(api);
    const session = user.session;
    await expectStatus(403, 'POST', '/api/cancel-subscription', {
      session,
      body: { confirmDataDeletion: true },
    });
    await expectStatus(400, 'POST', '/api/create-subscription', { session, body: { tier: 'platinum' } });
    const started = await expectStatus(200, 'POST', '/api/create-subscription', {
      session,
      body: { tier: 'silver' },
    });
    const payments = api.app.billing.localPayments;
    if (!payments) throw new Error('The test app pays through the local test-payment provider');
    const paid = await payments.confirm(started.json<{ clientSecret: string }>().clientSecret);
    expect(await api.app.billing.handleEvent(paid)).toBe('applied');
    await expectStatus(200, 'POST', '/api/cancel-subscription', {
      session,
      body: { confirmDataDeletion: true },
    });

    const payload = JSON.stringify({
      id: 'evt_journey',
      object: 'event',
      type: 'invoice.payment_failed',
      created: 1_780_000_000,
      data: { object: { customer: 'cus_nobody', parent: null, lines: { data: [] } } },
    });
    const stripe = (signature?: string) => ({
      body: payload,
      headers: {
        'content-type': 'application/json',
        origin: undefined,
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000),
    });
    await expectStatus(200, 'POST', '/api/stripe/webhook', stripe(signature));
    await expectStatus(400, 'POST', '/api/stripe/webhook', stripe());
  });

  it("Twilio's incoming texts and the consent log", async () => {
    const params = { MessageSid: 'SMjourney', From: '+13055550188', To: '+13055550000', Body: 'HELP' };
    const form = (signature?: string) => ({
      body: new URLSearchParams(params).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: undefined,
        ...(signature ? { 'x-twilio-signature': signature } : {}),
      },
    });
    const signature = getExpectedTwilioSignature(TWILIO_TOKEN, `${TEST_PUBLIC_URL}/sms/incoming`, params);
    await expectStatus(200, 'POST', '/sms/incoming', form(signature));
    await expectStatus(403, 'POST', '/sms/incoming', form());
    const basic = (password: string) => ({
      headers: {
        authorization: `Basic ${Buffer.from(`${ADMIN.ADMIN_USERNAME}:${password}`).toString('base64')}`,
      },
      sourceIp: '203.0.113.90',
    });
    await expectStatus(200, 'GET', '/sms/admin/consents', basic(ADMIN.ADMIN_PASSWORD));
    await expectStatus(401, 'GET', '/sms/admin/consents', basic('wrong'));
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
