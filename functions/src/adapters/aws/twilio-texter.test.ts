/**
 * The Twilio adapter checked on the wire: a local HTTP server stands in for api.twilio.com and
 * records the requests the adapter really sends (URL, Basic auth, form body).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { twilioTexter } from './twilio-texter';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

let server: Server;
let origin: string;
let received: Received[];
/** What the stand-in answers, in order; once one is left it answers that one to every request. */
let answers: { status: number; body: unknown }[];

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'test-auth-token';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeEach(async () => {
  received = [];
  answers = [{ status: 201, body: { sid: 'SM0123', status: 'queued' } }];
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    response.writeHead(answer?.status ?? 500, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer?.body));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((closed) => server.close(closed));
});

const texter = () =>
  twilioTexter({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    fromNumber: '+13055550000',
    apiOrigin: origin,
  });

it('posts one message to the account Messages resource with Basic auth and a form body', async () => {
  const body = 'LienClock: Claim of Lien for Oak St due May 23 (7 days left). Reply STOP to opt out';
  await texter().send({ to: '+13055550101', body });

  expect(received).toEqual([
    {
      method: 'POST',
      url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+13055550101', From: '+13055550000', Body: body },
    },
  ]);
});

it('fails the send when Twilio refuses the message, so the alert is retried and then reported', async () => {
  answers = [
    {
      status: 400,
      body: { code: 21211, message: "The 'To' number +1305 is not a valid phone number.", status: 400 },
    },
  ];
  await expect(
    texter().send({ to: '+1305', body: 'LienClock: test. Reply STOP to opt out' }),
  ).rejects.toThrow(/HTTP 400, code 21211\): The 'To' number \+1305 is not a valid phone number/);
  expect(received).toHaveLength(1);
});

it('backs off and sends again when Twilio rate-limits the number (429), so one busy second loses no alert', async () => {
  const rateLimited = { status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } };
  answers = [rateLimited, rateLimited, { status: 201, body: { sid: 'SM0124', status: 'queued' } }];
  await texter().send({ to: '+13055550101', body: 'LienClock: test. Reply STOP to opt out' });

  expect(received).toHaveLength(3);
  expect(received.map((request) => request.form.To)).toEqual([
    '+13055550101',
    '+13055550101',
    '+13055550101',
  ]);
});

it('fails the send when Twilio keeps rate-limiting or errs, so the invoker retries later', async () => {
  answers = [{ status: 503, body: { code: 20500, message: 'Service Unavailable', status: 503 } }];
  await expect(
    texter().send({ to: '+13055550101', body: 'LienClock: test. Reply STOP to opt out' }),
  ).rejects.toThrow(/HTTP 503, code 20500\): Service Unavailable/);
  expect(received).toHaveLength(1);

  received = [];
  answers = [{ status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } }];
  await expect(
    texter().send({ to: '+13055550101', body: 'LienClock: test. Reply STOP to opt out' }),
  ).rejects.toThrow(/HTTP 429/);
  expect(received).toHaveLength(4);
});
