/**
 * The Twilio adapter checked on the wire: a local HTTP server stands in for api.twilio.com and
 * records the request the twilio library really sends (URL, Basic auth, form body).
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
let answer: { status: number; body: unknown };

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'test-auth-token';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeEach(async () => {
  received = [];
  answer = { status: 201, body: { sid: 'SM0123', status: 'queued' } };
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
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
  answer = {
    status: 400,
    body: { code: 21211, message: "The 'To' number +1305 is not a valid phone number.", status: 400 },
  };
  await expect(
    texter().send({ to: '+1305', body: 'LienClock: test. Reply STOP to opt out' }),
  ).rejects.toThrow(/not a valid phone number/);
});
