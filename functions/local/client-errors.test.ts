import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from './client-errors';

// A bare Node server with only this handler: what the parser refuses never reaches a route.
const server = createServer((_request, response) => response.end('reached a route'));
server.on('clientError', answerClientError);
let port: number;

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

function get(headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: '/api/health', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

describe('answerClientError', () => {
  it("answers headers over Node's 16 KB limit with 431 in the error contract, not a bare status", async () => {
    const answer = await get({ 'x-padding': 'x'.repeat(20_000) });
    expect(answer).toEqual({
      status: 431,
      type: 'application/json',
      body: JSON.stringify({ message: 'The request headers are too large.', errors: [] }),
    });
  });

  it('leaves ordinary requests to the routes', async () => {
    expect((await get({})).body).toBe('reached a route');
  });
});
