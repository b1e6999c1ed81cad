/**
 * The SES client's bounds hold on the wire: a stalled SES (a server that takes the request and never
 * answers) fails the send after the answer deadline and its one retry, instead of holding the
 * message until deliver-alert's own timeout (docs/decisions/014).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
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
  const mailer = sesMailer(client, 'alerts@lienminder.example.com');
  const started = Date.now();
  await expect(
    mailer.send({ to: 'office@example.com', subject: 'Due', text: 'plain', html: '<p>html</p>' }),
  ).rejects.toMatchObject({ name: 'TimeoutError' });
  expect(requests).toBe(2);
  // Two 300 ms deadlines and the SDK's back-off between them; far from waiting forever.
  expect(Date.now() - started).toBeLessThan(3_000);
  client.destroy();
});
