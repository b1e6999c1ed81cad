/**
 * The SES client's bounds hold on the wire: a stalled SES (a server that takes the request and never
 * answers) fails the send after the answer deadline and its one retry, instead of holding the
 * message until deliver-alert's own timeout (docs/decisions/014). And the account's sending rate:
 * an email refused for it is sent again after a back-off, the same request, until SES takes it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SES_RATE_EXCEEDED, startSesStandIn } from '#test/ses-stand-in';
import { waitingClock } from '#test/waiting-clock';
import type { RatePacing } from './rate-backoff';
import { boundedSesClient, sesMailer } from './ses-mailer';

const stalled = createServer(() => {
  requests += 1;
});
let requests = 0;
let endpoint = '';

beforeAll(async () => {
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  stalled.closeAllConnections();
  await new Promise((resolve) => stalled.close(resolve));
});

it('gives up on an SES that never answers once the answer deadline has passed, after one retry', async () => {
  const client = boundedSesClient({ connectionTimeout: 1_000, requestTimeout: 300 }, endpoint);
  const mailer = sesMailer(client, { fromAddress: 'alerts@lienminder.example.com' });
  // The server never answers: only the client's 300 ms answer deadline ends each request, so a
  // TimeoutError after exactly two requests is the deadline firing twice. Without it the send would
  // wait until the test's own timeout. (No wall-clock bound: a loaded machine is slow, not wrong.)
  await expect(
    mailer.send({ to: 'office@example.com', subject: 'Due', text: 'plain', html: '<p>html</p>' }),
  ).rejects.toMatchObject({ name: 'TimeoutError' });
  expect(requests).toBe(2);
  client.destroy();
});

describe('the account sending rate', () => {
  const email = { to: 'office@example.com', subject: 'Due', text: 'plain', html: '<p>html</p>' };
  /** Exactly what SendEmail puts on the wire (SES v1 query protocol). */
  const SEND_EMAIL_FORM = {
    Action: 'SendEmail',
    Version: '2010-12-01',
    Source: 'alerts@lienminder.example.com',
    'Destination.ToAddresses.member.1': 'office@example.com',
    'Message.Subject.Data': 'Due',
    'Message.Subject.Charset': 'UTF-8',
    'Message.Body.Text.Data': 'plain',
    'Message.Body.Text.Charset': 'UTF-8',
    'Message.Body.Html.Data': '<p>html</p>',
    'Message.Body.Html.Charset': 'UTF-8',
  };
  // On a clock that moves only by the waits: the tries that fit depend on them, not on the machine.
  const pacing = (giveUpAfterMs: number): RatePacing => {
    const { clock, sleep } = waitingClock();
    return { giveUpAfterMs, backoffMs: 10, maxBackoffMs: 40, random: () => 1, clock, sleep };
  };

  it('sends a refused email again until SES takes it: one message, the same request each time', async () => {
    const ses = await startSesStandIn();
    ses.answer(SES_RATE_EXCEEDED, SES_RATE_EXCEEDED, SES_RATE_EXCEEDED, SES_RATE_EXCEEDED, {
      messageId: 'ses-accepted',
    });
    const client = boundedSesClient(undefined, ses.origin);
    const mailer = sesMailer(client, { fromAddress: 'alerts@lienminder.example.com' }, pacing(5_000));

    await expect(mailer.send(email)).resolves.toBe('ses-accepted');
    expect(ses.received).toEqual(Array.from({ length: 5 }, () => SEND_EMAIL_FORM));
    client.destroy();
    await ses.close();
  });

  it('fails the message once its deadline has passed, for deliver-alert to record and its invoker to retry', async () => {
    const ses = await startSesStandIn();
    ses.answer(SES_RATE_EXCEEDED);
    const client = boundedSesClient(undefined, ses.origin);
    const mailer = sesMailer(client, { fromAddress: 'alerts@lienminder.example.com' }, pacing(0));

    await expect(mailer.send(email)).rejects.toMatchObject({ name: 'Throttling' });
    // The SDK's own single retry (maxAttempts 2), then no more.
    expect(ses.received).toEqual([SEND_EMAIL_FORM, SEND_EMAIL_FORM]);
    client.destroy();
    await ses.close();
  });

  it('does not retry the daily quota: it is spent until tomorrow', async () => {
    const ses = await startSesStandIn();
    ses.answer({ status: 400, code: 'Throttling', message: 'Daily message quota exceeded.' });
    const client = boundedSesClient(undefined, ses.origin);
    const mailer = sesMailer(client, { fromAddress: 'alerts@lienminder.example.com' }, pacing(5_000));

    await expect(mailer.send(email)).rejects.toThrow('Daily message quota exceeded.');
    expect(ses.received).toEqual([SEND_EMAIL_FORM, SEND_EMAIL_FORM]);
    client.destroy();
    await ses.close();
  });
});
