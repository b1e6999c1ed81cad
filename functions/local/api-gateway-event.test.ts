import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { normalizeResult, toApiGatewayEvent, writeApiResult } from './api-gateway-event';

describe('toApiGatewayEvent', () => {
  const receivedAt = new Date('2026-03-12T19:03:58.123Z');

  it('builds the payload-format-2.0 event API Gateway sends for a request', () => {
    const event = toApiGatewayEvent(
      {
        method: 'put',
        url: '/api/projects/p-42?tab=alerts&tag=a&tag=b&name=J%C3%BCrgen%20%26%20Co',
        headers: {
          host: 'localhost:3000',
          'user-agent': 'Mozilla/5.0',
          'content-type': 'application/json',
          cookie: 'session=abc.def; theme=dark',
          'x-forwarded-for': ['203.0.113.9', '198.51.100.2'],
        },
        body: Buffer.from('{"projectName":"Palm Court"}'),
        sourceIp: '192.0.2.7',
      },
      '/api/projects/{id}',
      receivedAt,
    );

    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PUT /api/projects/{id}',
      rawPath: '/api/projects/p-42',
      rawQueryString: 'tab=alerts&tag=a&tag=b&name=J%C3%BCrgen%20%26%20Co',
      cookies: ['session=abc.def', 'theme=dark'],
      headers: {
        host: 'localhost:3000',
        'user-agent': 'Mozilla/5.0',
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.9,198.51.100.2',
      },
      queryStringParameters: { tab: 'alerts', tag: 'a,b', name: 'Jürgen & Co' },
      pathParameters: { id: 'p-42' },
      body: '{"projectName":"Palm Court"}',
      isBase64Encoded: false,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: 'localhost:3000',
        http: {
          method: 'PUT',
          path: '/api/projects/p-42',
          protocol: 'HTTP/1.1',
          sourceIp: '192.0.2.7',
          userAgent: 'Mozilla/5.0',
        },
        routeKey: 'PUT /api/projects/{id}',
        stage: '$default',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: receivedAt.getTime(),
      },
    });
    // API Gateway moves cookies out of the headers; handlers must read `cookies`.
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves out cookies, query, path parameters and body when the request has none', () => {
    const event = toApiGatewayEvent({ method: 'GET', url: '/api/dashboard', headers: {} }, '/api/dashboard');
    expect(event.rawQueryString).toBe('');
    expect(event).not.toHaveProperty('cookies');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event).not.toHaveProperty('body');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('base64-encodes form posts (as API Gateway does for Twilio webhooks) and keeps JSON as text', () => {
    const form = 'From=%2B15555550123&Body=STOP';
    const twilio = toApiGatewayEvent(
      {
        method: 'POST',
        url: '/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.from(form),
      },
      '/sms/inbound',
    );
    expect(twilio.isBase64Encoded).toBe(true);
    expect(Buffer.from(twilio.body ?? '', 'base64').toString('utf8')).toBe(form);

    const stripe = toApiGatewayEvent(
      {
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/vnd.api+json; charset=utf-8' },
        body: Buffer.from('{"id":"evt_1"}'),
      },
      '/api/stripe/webhook',
    );
    expect(stripe).toMatchObject({ isBase64Encoded: false, body: '{"id":"evt_1"}' });
  });
});

describe('normalizeResult', () => {
  it('reads a structured result with API Gateway defaults', () => {
    expect(
      normalizeResult({ statusCode: 201, headers: { 'Content-Type': 'application/json', 'X-Count': 3 } }),
    ).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'application/json', 'x-count': '3' },
      cookies: [],
      body: '',
      isBase64Encoded: false,
    });
  });

  it('turns a bare object or string into a 200 JSON answer, as API Gateway does', () => {
    expect(normalizeResult({ status: 'ok' })).toMatchObject({ statusCode: 200, body: '{"status":"ok"}' });
    expect(normalizeResult('hello')).toMatchObject({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: 'hello',
    });
  });
});

describe('writeApiResult', () => {
  it('sends each cookie as its own Set-Cookie header and decodes base64 bodies', async () => {
    const server = createServer((_request, response) =>
      writeApiResult(
        response,
        normalizeResult({
          statusCode: 200,
          headers: { 'content-type': 'text/csv' },
          cookies: ['session=abc; HttpOnly; Path=/', 'theme=dark; Path=/'],
          body: Buffer.from('name,due\nPalm Court,2026-05-01\n').toString('base64'),
          isBase64Encoded: true,
        }),
      ),
    );
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/export`);
      expect(response.headers.getSetCookie()).toEqual([
        'session=abc; HttpOnly; Path=/',
        'theme=dark; Path=/',
      ]);
      expect(response.headers.get('content-type')).toBe('text/csv');
      expect(await response.text()).toBe('name,due\nPalm Court,2026-05-01\n');
    } finally {
      server.close();
    }
  });
});
