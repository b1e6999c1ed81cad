import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES, STRIPE_EVENT_MAX_BODY_BYTES } from '#src/body-limits';
import { addLocalRoute, findRoute, handleApiRequest } from './router';

let server: Server;
let baseUrl: string;
const seen: APIGatewayProxyEventV2[] = [];

beforeAll(async () => {
  addLocalRoute('POST', '/api/dev/echo/{id}', async (event) => {
    seen.push(event);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: event.pathParameters?.id, body: event.body }),
    };
  });
  // A route with a larger limit of its own, as the manifest gives the Stripe webhook.
  addLocalRoute(
    'POST',
    '/api/dev/large/{id}',
    async (event) => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bytes: Buffer.byteLength(event.body ?? '') }),
    }),
    STRIPE_EVENT_MAX_BODY_BYTES,
  );
  addLocalRoute('GET', '/api/dev/sized/{bytes}', async (event) => ({
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'x'.repeat(Number(event.pathParameters?.bytes) - 11) }),
  }));
  addLocalRoute('GET', '/api/dev/broken', async () => {
    throw new Error('database password is hunter2');
  });
  server = createServer((request, response) => void handleApiRequest(request, response));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

/** The bytes as sent: fetch would decode them and hide the encoding's effect. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('local API routing', () => {
  it('finds the manifest route for a method and path, with the same route path API Gateway uses', () => {
    const lookup = findRoute('DELETE', '/api/projects/abc');
    expect(lookup).toMatchObject({
      found: 'route',
      route: { name: 'DeleteProject', path: '/api/projects/{id}' },
    });
  });

  it('invokes a local route with an API Gateway event and writes its answer', async () => {
    const response = await fetch(`${baseUrl}/api/dev/echo/42?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=s1' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '42', body: '{"hello":"world"}' });
    expect(seen.at(-1)).toMatchObject({
      routeKey: 'POST /api/dev/echo/{id}',
      cookies: ['session=s1'],
      queryStringParameters: { x: '1' },
      requestContext: { http: { sourceIp: '127.0.0.1' } },
    });
  });

  it('compresses JSON of 1,000 bytes or more as the browser accepts (brotli first), like CloudFront', async () => {
    const answer = async (bytes: number, acceptEncoding: string) => {
      const response = await rawGet(`${baseUrl}/api/dev/sized/${bytes}`, {
        'accept-encoding': acceptEncoding,
      });
      return { ...response, json: JSON.parse(decode(response.body, response.headers['content-encoding'])) };
    };
    const brotli = await answer(5_000, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(100);
    expect(brotli.json.text).toHaveLength(5_000 - 11);

    expect((await answer(5_000, 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await answer(5_000, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    for (const [bytes, acceptEncoding] of [
      [5_000, ''],
      [5_000, 'identity'],
      [999, 'br, gzip'],
    ] as const) {
      const plain = await answer(bytes, acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBe(bytes);
    }
  });

  it('answers 404 JSON for an unknown API or SMS path', async () => {
    for (const path of ['/api/nothing-here', '/sms/nothing-here', '/api/projects/1/extra']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found', errors: [] });
    }
  });

  it('answers 405 JSON, naming the allowed methods, for a known path with another method', async () => {
    const response = await fetch(`${baseUrl}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ message: 'Method not allowed', errors: [] });
  });

  it('answers 413 to a body over 64 KiB without invoking the handler, and accepts one at the limit', async () => {
    const invocations = seen.length;
    const tooLarge = await fetch(`${baseUrl}/api/dev/echo/big`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'Request body is too large', errors: [] });
    expect(seen.length).toBe(invocations);

    const atLimit = await fetch(`${baseUrl}/api/dev/echo/big`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(MAX_BODY_BYTES),
    });
    expect(atLimit.status).toBe(200);
  });

  it("reads the Stripe webhook's body up to its own 512 KiB, beyond the API's 64 KiB", async () => {
    const webhook = findRoute('POST', '/api/stripe/webhook');
    expect(webhook.found === 'route' && webhook.route.maxBodyBytes).toBe(STRIPE_EVENT_MAX_BODY_BYTES);
    expect(STRIPE_EVENT_MAX_BODY_BYTES).toBe(512 * 1024);
    const login = findRoute('POST', '/api/auth/login');
    expect(login.found === 'route' && login.route.maxBodyBytes).toBe(MAX_BODY_BYTES);

    // A route with that limit reads a body over the API's limit whole and hands it on ...
    const large = await fetch(`${baseUrl}/api/dev/large/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(STRIPE_EVENT_MAX_BODY_BYTES),
    });
    expect(large.status).toBe(200);
    expect(await large.json()).toEqual({ bytes: STRIPE_EVENT_MAX_BODY_BYTES });
    // ... and the webhook stops reading past its own.
    const tooLarge = await fetch(`${baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(STRIPE_EVENT_MAX_BODY_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);
  });

  it('answers a failing handler with 500 and no details, as API Gateway does; the log has them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${baseUrl}/api/dev/broken`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: 'Internal Server Error', errors: [] });
    expect(body).not.toContain('hunter2');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.any(Error));
    log.mockRestore();
  });
});
