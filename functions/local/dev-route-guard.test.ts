import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from './api-gateway-event';
import { devRoutesByDefault, isLoopbackHost, refuseForeignDevRequest } from './dev-route-guard';

const app = new URL('http://localhost:3000');

function devRequest(method: 'GET' | 'POST', headers: Record<string, string>) {
  const event = toApiGatewayEvent(
    {
      method,
      url: '/api/dev/clock',
      headers: { host: 'localhost:3000', ...headers },
      body: Buffer.from('{}'),
    },
    '/api/dev/clock',
  );
  return refuseForeignDevRequest(event, app);
}

describe('where the dev routes exist', () => {
  it('knows loopback hosts however they are written', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '0.0.0.0',
      '::',
      '192.0.2.2',
      'fd00::2',
      'localhost.example.com',
      'lienminder.example.com',
      '::ffff:192.0.2.2',
      '128.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('exist by default only while both the public URL and the listening interface are loopback', () => {
    expect(devRoutesByDefault({ publicUrl: 'http://localhost:3000', host: '127.0.0.1' })).toBe(true);
    expect(devRoutesByDefault({ publicUrl: 'http://127.0.0.1:3000', host: 'localhost' })).toBe(true);
    expect(devRoutesByDefault({ publicUrl: 'https://lienminder.example.com', host: '127.0.0.1' })).toBe(
      false,
    );
    expect(devRoutesByDefault({ publicUrl: 'http://localhost:3000', host: '0.0.0.0' })).toBe(false);
    expect(devRoutesByDefault({ publicUrl: 'http://localhost:3000', host: '::' })).toBe(false);
  });
});

describe('who may use the dev routes', () => {
  it("lets the app's own pages and this machine's tools through", () => {
    expect(devRequest('GET', {})).toBeUndefined();
    expect(devRequest('GET', { 'sec-fetch-site': 'same-origin' })).toBeUndefined();
    expect(
      devRequest('POST', {
        origin: 'http://localhost:3000',
        'content-type': 'application/json; charset=utf-8',
      }),
    ).toBeUndefined();
  });

  it('refuses a request that says it comes from another site, or reaches the app under another name', () => {
    const foreignHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example.com' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { host: 'evil.example.com' },
      { host: '127.0.0.1:3000' },
    ];
    for (const headers of foreignHeaders) {
      for (const method of ['GET', 'POST'] as const) {
        const refusal = devRequest(method, { 'content-type': 'application/json', ...headers });
        expect(refusal?.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(JSON.parse(refusal?.body ?? '{}')).toEqual({
          message: 'Cross-origin requests are not allowed',
          errors: [],
        });
      }
    }
  });

  it('refuses a write without the app Origin or without a JSON body, as a form or a simple fetch sends', () => {
    expect(devRequest('POST', { 'content-type': 'application/json' })?.statusCode).toBe(403);
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
      '',
    ]) {
      const refusal = devRequest('POST', { origin: 'http://localhost:3000', 'content-type': contentType });
      expect(refusal?.statusCode, contentType).toBe(415);
    }
  });
});
