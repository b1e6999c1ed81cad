/**
 * An opt-out in any words, end to end on the local runtime (`npm start`'s server, its dev clock and
 * outbox): a number that will get an alert text at 9:00 replies with a long sentence that holds
 * "stop", through `POST /sms/incoming` signed by the `twilio` package's own code, and at 9:00 the
 * alert's email goes and no text does (47 CFR 64.1200(a)(10)). One server per process (see
 * startLienMinder).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROGRAM_TEXTS } from '#services/sms/program-texts';
import { localDynamoDbClient } from '../../local/dynamodb-local';
import { LOCAL_TABLE_NAME, type RunningLienMinder, startLienMinder } from '../../local/server';
import type { StoredOutboxMessage } from '../../src/store/outbox';
import { dynamoUserStore } from '../../src/store/users';
import { projectBody } from '../api/support';
import { TWILIO_TOKEN, twimlMessage } from './sms-support';

const workDir = mkdtempSync(join(tmpdir(), 'lienminder-opt-out-'));
let server: RunningLienMinder;

beforeAll(async () => {
  const webRoot = join(workDir, 'dist');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LienMinder</title>');
  // The auth token alone: the webhook checks signatures with it, and texts still go to the outbox.
  server = await startLienMinder({
    port: 0,
    inMemoryDatabase: true,
    webRoot,
    env: { TWILIO_AUTH_TOKEN: TWILIO_TOKEN },
  });
}, 60_000);

afterAll(async () => {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function moveClock(now: string): Promise<{ fired: number }> {
  const response = await post('/api/dev/clock', { now });
  expect(response.status).toBe(200);
  return (await response.json()) as { fired: number };
}

async function outbox(): Promise<StoredOutboxMessage[]> {
  return ((await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { messages: StoredOutboxMessage[] })
    .messages;
}

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
  return fetch(`${server.url}/sms/incoming`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': getExpectedTwilioSignature(TWILIO_TOKEN, `${server.url}/sms/incoming`, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}

it('"please stop texting me, I never signed up" opts the number out: at 9:00 the alert emails and texts no one', async () => {
  // Saturday 2026-05-09, 7:00 in Miami. The Claim of Lien is due Saturday 2026-05-16: its 7-day
  // alert fires at 9:00 this morning (as in test/alerts/local-e2e.test.ts).
  await moveClock('2026-05-09T11:00:00.000Z');
  const registered = await post('/api/auth/register', {
    email: 'rosa@gold.example.com',
    password: 'Lien-Minder-2026',
    firstName: 'Rosa',
    lastName: 'Diaz',
    phone: '(305) 555-0142',
    acceptedDisclaimer: true,
  });
  expect(registered.status).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  const client = DynamoDBDocumentClient.from(localDynamoDbClient(server.database));
  await dynamoUserStore(client, LOCAL_TABLE_NAME).setTier(id, 'gold');
  client.destroy();
  const session = (registered.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
  const project = projectBody({
    name: 'Oak Street Clinic',
    lastFurnishingDate: '2026-02-15',
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
  });
  expect((await post('/api/projects', project, session)).status).toBe(201);

  const reply = await textFrom('+13055550101', 'please stop texting me, I never signed up');
  expect(reply.status).toBe(200);
  expect(twimlMessage(await reply.text())).toBe(PROGRAM_TEXTS.optedOut);

  expect(await moveClock('2026-05-09T13:00:00.000Z')).toMatchObject({ fired: 1 });
  expect((await outbox()).map(({ channel, to }) => ({ channel, to }))).toEqual([
    { channel: 'email', to: 'rosa@gold.example.com' },
  ]);
}, 60_000);
