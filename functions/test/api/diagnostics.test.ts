/**
 * The diagnostic endpoints: signed in only, test messages only to the user's own
 * consented recipients and rate-limited, status answers without secrets.
 */
import { SMS_MAX_LENGTH } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredOutboxMessage } from '#local/store/outbox';
import { DIAGNOSTIC_RATE_LIMITS, TOO_MANY_TESTS } from '#src/services/diagnostics/diagnostic-limits';
import { NOT_YOUR_EMAIL } from '#src/services/diagnostics/test-email';
import { NOT_YOUR_PHONE, OUTSIDE_SMS_HOURS } from '#src/services/diagnostics/test-sms';
import { setPhoneStatus } from '#test/phone-statuses';
import { call, PASSWORD, projectBody, signUp, startTestApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  // 14:00 UTC is 9:00 in Miami: inside the SMS hours.
  api = await startTestApi('2026-03-02T14:00:00.000Z');
});

const ACCOUNT_PHONE = '+13055550142';

async function outbox(): Promise<StoredOutboxMessage[]> {
  return (await api.app.alerting.outbox?.list()) ?? [];
}

describe('signed out', () => {
  it.each([
    ['POST', '/api/test-sms'],
    ['POST', '/api/test-email'],
    ['GET', '/api/email-config-status'],
    ['GET', '/api/email-connection-test'],
    ['GET', '/api/twilio/webhook-status'],
    ['POST', '/api/test/generate-reset-token'],
  ])('%s %s answers 401 and nothing else', async (method, path) => {
    const response = await call(method, path, method === 'POST' ? { body: {} } : {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', errors: [] });
  });

  it('refuses the token of a session that signed out', async () => {
    const { session } = await signUp(api);
    await call('POST', '/api/auth/logout', { session });
    expect((await call('GET', '/api/email-config-status', { session })).statusCode).toBe(401);
  });
});

describe('POST /api/test-email', () => {
  it('sends to the account email when the body is empty, and says it arrives in 1 to 2 minutes', async () => {
    const { email, session } = await signUp(api);
    const response = await call('POST', '/api/test-email', { session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email,
      success: true,
      message: `Test email sent to ${email}. It should arrive in 1 to 2 minutes.`,
    });
    expect((await outbox()).find((message) => message.to === email)).toMatchObject({
      channel: 'email',
      subject: 'LienMinder test email',
    });
  });

  it("sends to a project's alert email, and never to a stranger's address", async () => {
    const { session } = await signUp(api);
    const created = await call('POST', '/api/projects', {
      session,
      body: projectBody({ alertEmail: 'Office@Coastal.example.com' }),
    });
    expect(created.statusCode).toBe(201);
    const own = await call('POST', '/api/test-email', {
      session,
      body: { email: 'office@coastal.example.com' },
    });
    expect(own.statusCode).toBe(200);

    const stranger = await call('POST', '/api/test-email', {
      session,
      body: { email: 'victim@example.com' },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: NOT_YOUR_EMAIL, errors: [] });
    expect((await outbox()).some((message) => message.to === 'victim@example.com')).toBe(false);
  });

  it('allows 5 test emails an hour per user', async () => {
    const { session } = await signUp(api);
    const answers: number[] = [];
    for (let n = 0; n <= DIAGNOSTIC_RATE_LIMITS.testEmail.limit; n++) {
      const response = await call('POST', '/api/test-email', { session });
      answers.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/test-sms', () => {
  it("texts the user's own opted-in number, branded, with the opt-out, in one 160-character segment", async () => {
    const { session } = await signUp(api, 'silver');
    await setPhoneStatus(api.app.config, ACCOUNT_PHONE, 'opted_in', api.clock.now());
    const message = `Testing ${'x'.repeat(150)}`;
    const response = await call('POST', '/api/test-sms', {
      session,
      body: { phone: '(305) 555-0142', message },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: `Test SMS sent to ${ACCOUNT_PHONE}.` });
    const [sms] = (await outbox()).filter((sent) => sent.to === ACCOUNT_PHONE);
    expect(sms?.channel).toBe('sms');
    const body = sms?.channel === 'sms' ? sms.body : '';
    expect(body.startsWith('LienMinder: Testing xxx')).toBe(true);
    expect(body.endsWith('... Reply STOP to opt out')).toBe(true);
    expect(body.length).toBe(SMS_MAX_LENGTH);
  });

  it('refuses a stranger’s number, a number without consent, one that replied STOP, and a message over 160', async () => {
    const { session } = await signUp(api, 'gold', { phone: '(305) 555-0143' });
    await call('POST', '/api/projects', {
      session,
      body: projectBody({ alertPhone: '(305) 555-0177', alertPhoneConsent: false } as never),
    });
    const send = (phone: string, message = 'Hello') =>
      call('POST', '/api/test-sms', { session, body: { phone, message } });

    const stranger = await send('(786) 555-0199');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: NOT_YOUR_PHONE, errors: [] });
    // The account's own number before it has agreed to texts, and a project phone without its box ticked.
    expect((await send('(305) 555-0143')).statusCode).toBe(403);
    await setPhoneStatus(api.app.config, '+13055550177', 'opted_in', api.clock.now());
    expect((await send('(305) 555-0177')).statusCode).toBe(403);
    // Agreed, then replied STOP.
    await setPhoneStatus(api.app.config, '+13055550143', 'opted_in', api.clock.now());
    expect((await send('(305) 555-0143')).statusCode).toBe(200);
    await setPhoneStatus(api.app.config, '+13055550143', 'opted_out', api.clock.now());
    expect((await send('(305) 555-0143')).statusCode).toBe(403);

    const tooLong = await send('(305) 555-0143', 'x'.repeat(161));
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses Free accounts (no SMS on the plan) and texts outside 8:00-20:00 Florida time', async () => {
    const free = await signUp(api);
    await setPhoneStatus(api.app.config, ACCOUNT_PHONE, 'opted_in', api.clock.now());
    const body = { phone: '(305) 555-0142', message: 'Hello' };
    expect((await call('POST', '/api/test-sms', { session: free.session, body })).statusCode).toBe(403);

    const silver = await signUp(api, 'silver');
    api.clock.set('2026-03-03T02:00:00.000Z'); // 21:00 in Miami
    try {
      const late = await call('POST', '/api/test-sms', { session: silver.session, body });
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({ message: OUTSIDE_SMS_HOURS, errors: [] });
    } finally {
      api.clock.set('2026-03-02T14:00:00.000Z');
    }
  });

  it('allows 5 test texts an hour per user', async () => {
    const { session } = await signUp(api, 'silver');
    await setPhoneStatus(api.app.config, ACCOUNT_PHONE, 'opted_in', api.clock.now());
    const answers: number[] = [];
    for (let n = 0; n <= DIAGNOSTIC_RATE_LIMITS.testSms.limit; n++) {
      const response = await call('POST', '/api/test-sms', {
        session,
        body: { phone: ACCOUNT_PHONE, message: 'Hi' },
      });
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ message: TOO_MANY_TESTS, errors: [] });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('status endpoints', () => {
  it('say how email leaves locally and give the SMS reply webhook URL, without any secret', async () => {
    const { session } = await signUp(api);
    const config = await call('GET', '/api/email-config-status', { session });
    expect(config.json()).toEqual({
      configured: true,
      host: false,
      port: false,
      user: false,
      pass: false,
      details: { provider: 'Local outbox (GET /api/dev/outbox)' },
    });
    const connection = await call('GET', '/api/email-connection-test', { session });
    expect(connection.json()).toMatchObject({ success: true, error: null });

    const twilio = await call('GET', '/api/twilio/webhook-status', { session });
    expect(twilio.statusCode).toBe(200);
    expect(twilio.json()).toMatchObject({
      configured: false,
      accountSid: null,
      phoneNumber: null,
      webhookUrls: {
        smsReply: 'http://localhost:3000/sms/incoming',
        smsStatus: 'http://localhost:3000/sms/status',
        voice: null,
      },
    });
    for (const response of [config, connection, twilio]) {
      expect(response.body).not.toContain('test-session-secret-that-is-long-enough-for-hs256');
    }
  });
});

describe('POST /api/test/generate-reset-token', () => {
  it('gives a working reset token for the signed-in user’s own email and current password only', async () => {
    const { email, session } = await signUp(api);
    const response = await call('POST', '/api/test/generate-reset-token', {
      session,
      body: { email, currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { token, userEmail, message } = response.json<{
      token: string;
      userEmail: string;
      message: string;
    }>();
    expect(userEmail).toBe(email);
    expect(message).toBe('Reset token generated. It expires in 1 hour.');
    expect((await call('POST', '/api/auth/validate-reset-token', { body: { token } })).statusCode).toBe(200);

    const other = await signUp(api);
    const foreign = await call('POST', '/api/test/generate-reset-token', {
      session,
      body: { email: other.email, currentPassword: PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('token"');
  });

  it('gives a stolen session no token: without the current password, or with a wrong one, nothing is issued', async () => {
    const { email, session } = await signUp(api);
    const without = await call('POST', '/api/test/generate-reset-token', { session, body: { email } });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      errors: [{ path: 'currentPassword', message: 'Password is required' }],
    });

    const wrong = await call('POST', '/api/test/generate-reset-token', {
      session,
      body: { email, currentPassword: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect', errors: [] });
    expect(wrong.body).not.toContain('token"');
  });
});
