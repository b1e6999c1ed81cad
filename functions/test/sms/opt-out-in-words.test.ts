/**
 * An opt-out in any words, end to end on the local runtime (`npm start`'s server, its dev clock and
 * outbox): a number that will get an alert text at 9:00 replies with a long sentence that holds
 * "stop", through `POST /sms/incoming` signed by the `twilio` package's own code, and at 9:00 the
 * alert's email goes and no text does (47 CFR 64.1200(a)(10)). One server per process (see
 * startLienMinder).
 */
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { projectBody } from '#test/api/support';
import { type LocalRuntime, startLocalRuntime } from '#test/local-runtime';
import { TWILIO_TOKEN, twimlMessage } from './sms-support';

let local: LocalRuntime;

beforeAll(async () => {
  // The auth token alone: the webhook checks signatures with it, and texts still go to the outbox.
  local = await startLocalRuntime({ TWILIO_AUTH_TOKEN: TWILIO_TOKEN });
}, 60_000);

afterAll(() => local.stop());

/** Twilio's form post of a text, signed as Twilio signs it for the webhook's public URL. */
async function textFrom(from: string, body: string) {
  const params = {
    MessageSid: 'SMfake00000000000000000000000001',
    AccountSid: 'ACfake00000000000000000000000000',
    From: from,
    To: '+13055550000',
    Body: body,
    NumMedia: '0',
  };
  const url = `${local.server.url}/sms/incoming`;
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': getExpectedTwilioSignature(TWILIO_TOKEN, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}

it('"please stop texting me, I never signed up" opts the number out: at 9:00 the alert emails and texts no one', async () => {
  // Saturday 2026-05-09, 7:00 in Miami. The Claim of Lien is due Saturday 2026-05-16: its 7-day
  // alert fires at 9:00 this morning (as in test/alerts/local-e2e.test.ts).
  await local.moveClock('2026-05-09T11:00:00.000Z');
  const session = await local.signUp('rosa@gold.example.com', 'gold');
  const project = projectBody({
    name: 'Oak Street Clinic',
    lastFurnishingDate: '2026-02-15',
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
  });
  expect((await local.post('/api/projects', project, session)).status).toBe(201);

  const reply = await textFrom('+13055550101', 'please stop texting me, I never signed up');
  expect(reply.status).toBe(200);
  expect(twimlMessage(await reply.text())).toBe(PROGRAM_TEXTS.optedOut);

  expect(await local.moveClock('2026-05-09T13:00:00.000Z')).toMatchObject({ fired: 1 });
  const outbox = await local.outbox();
  expect(outbox.map(({ channel, to }) => ({ channel, to }))).toEqual([
    { channel: 'email', to: 'rosa@gold.example.com' },
    // Newest first: the consent's one confirmation, at the save, before the number asked to stop.
    { channel: 'sms', to: '+13055550101' },
  ]);
  expect(outbox[1]).toMatchObject({ body: PROGRAM_TEXTS.confirmation });
}, 60_000);
