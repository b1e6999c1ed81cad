/**
 * The Twilio adapter checked on the wire: a local HTTP server stands in for api.twilio.com and
 * records the requests the adapter really sends (URL, Basic auth, form body).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTwilioStandIn, type TwilioStandIn } from '#test/twilio-stand-in';
import { waitingClock } from '#test/waiting-clock';
import { twilioSender, twilioTexter } from './twilio-texter';

let twilio: TwilioStandIn;

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'test-auth-token';

beforeEach(async () => {
  twilio = await startTwilioStandIn();
});

afterEach(async () => {
  await twilio.close();
});

/**
 * Waits of 10, 20, 40, 40… ms, no jitter, on a clock that moves only by them: a refused send is
 * tried 4 times within 100 ms (the waits sum to 70 ms; one more would reach 110), however long
 * each answer takes.
 */
let time: ReturnType<typeof waitingClock>;
beforeEach(() => {
  time = waitingClock();
});

const texter = () =>
  twilioTexter({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    sender: { fromNumber: '+13055550000' },
    apiOrigin: twilio.origin,
    pacing: {
      giveUpAfterMs: 100,
      backoffMs: 10,
      maxBackoffMs: 40,
      random: () => 1,
      clock: time.clock,
      sleep: time.sleep,
    },
  });

it('posts one message to the account Messages resource with Basic auth and a form body', async () => {
  const body = 'LienMinder: Claim of Lien for Oak St due May 23 (7 days left). Reply STOP to opt out';
  await texter().send({ to: '+13055550101', body });

  expect(twilio.received).toEqual([
    {
      method: 'POST',
      url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+13055550101', From: '+13055550000', Body: body },
    },
  ]);
});

it('sends through the Messaging Service, not one number, when one is configured: Twilio spreads the 9:00 burst over its sender pool', async () => {
  const body = 'LienMinder: Claim of Lien for Oak St due May 23 (7 days left). Reply STOP to opt out';
  const sender = twilioSender({
    twilioMessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
    twilioFromNumber: '+13055550000',
  });
  expect(sender).toEqual({ messagingServiceSid: 'MG0123456789abcdef0123456789abcdef' });
  if (!sender) return;
  await twilioTexter({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    sender,
    apiOrigin: twilio.origin,
  }).send({ to: '+13055550101', body });

  expect(twilio.received).toEqual([
    {
      method: 'POST',
      url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+13055550101', MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef', Body: body },
    },
  ]);
});

it('falls back to the from-number without a Messaging Service, and has no sender without either', () => {
  expect(twilioSender({ twilioFromNumber: '+13055550000' })).toEqual({ fromNumber: '+13055550000' });
  expect(twilioSender({})).toBeNull();
});

it('fails the send when Twilio refuses the message, so deliver-alert counts it undelivered', async () => {
  twilio.answer({
    status: 400,
    body: { code: 21211, message: "The 'To' number +1305 is not a valid phone number.", status: 400 },
  });
  await expect(
    texter().send({ to: '+1305', body: 'LienMinder: test. Reply STOP to opt out' }),
  ).rejects.toThrow(/HTTP 400, code 21211\): The 'To' number \+1305 is not a valid phone number/);
  expect(twilio.received).toHaveLength(1);
});

it('backs off and sends again when Twilio rate-limits the number (429), so one busy second loses no alert', async () => {
  const rateLimited = { status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } };
  twilio.answer(rateLimited, rateLimited, { status: 201, body: { sid: 'SM0124', status: 'queued' } });
  await texter().send({ to: '+13055550101', body: 'LienMinder: test. Reply STOP to opt out' });

  expect(twilio.received).toHaveLength(3);
  expect(twilio.received.map((request) => request.form.To)).toEqual([
    '+13055550101',
    '+13055550101',
    '+13055550101',
  ]);
});

it('fails the send when Twilio keeps rate-limiting or errs', async () => {
  twilio.answer({ status: 503, body: { code: 20500, message: 'Service Unavailable', status: 503 } });
  await expect(
    texter().send({ to: '+13055550101', body: 'LienMinder: test. Reply STOP to opt out' }),
  ).rejects.toThrow(/HTTP 503, code 20500\): Service Unavailable/);
  expect(twilio.received).toHaveLength(1);

  twilio.received.length = 0;
  twilio.answer({ status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } });
  await expect(
    texter().send({ to: '+13055550101', body: 'LienMinder: test. Reply STOP to opt out' }),
  ).rejects.toThrow(/HTTP 429/);
  expect(twilio.received).toHaveLength(4);
  expect(time.slept).toEqual([10, 20, 40]);
});
