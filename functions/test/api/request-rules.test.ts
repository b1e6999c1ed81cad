import type { Project } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, setAppForTests } from '#local/app';
import { call, projectBody, registration, signUp, startTestApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const projectCount = async (session: string) =>
  (await call('GET', '/api/projects', { session })).json<Project[]>().length;

describe('Origin check on state-changing requests', () => {
  it('refuses a create from another site with 403 and saves nothing', async () => {
    const { session } = await signUp(api);
    const response = await call('POST', '/api/projects', {
      session,
      body: projectBody(),
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin requests are not allowed', errors: [] });
    expect(await projectCount(session)).toBe(0);
  });

  it('refuses a foreign-origin registration, and a look-alike origin on another port', async () => {
    for (const origin of [
      'https://evil.example.com',
      'http://localhost:8080',
      'http://localhost:3000.evil.example',
      'null',
    ]) {
      const response = await call('POST', '/api/auth/register', {
        body: registration(),
        headers: { origin },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('accepts the public origin and requests without Origin (curl), and never checks reads', async () => {
    const { session } = await signUp(api, 'silver');
    const sameSite = await call('POST', '/api/projects', { session, body: projectBody() });
    expect(sameSite.statusCode).toBe(201);
    const noOrigin = await call('POST', '/api/projects', {
      session,
      body: projectBody(),
      headers: { origin: undefined },
    });
    expect(noOrigin.statusCode).toBe(201);
    const read = await call('GET', '/api/projects', {
      session,
      headers: { origin: 'https://evil.example.com' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('request bodies', () => {
  it('answers 413 to a body over 64 KiB', async () => {
    const { session } = await signUp(api);
    const response = await call('POST', '/api/projects', {
      session,
      body: projectBody({ ownerContact: 'x'.repeat(64 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is larger than 64 KiB.', errors: [] });
    expect(await projectCount(session)).toBe(0);
  });

  it('answers 400 to malformed JSON', async () => {
    const { session } = await signUp(api);
    const response = await call('POST', '/api/projects', {
      session,
      body: '{"name": "Brickell",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', errors: [] });
  });

  it('answers 415 to a body that is not JSON, such as a cross-site HTML form would send', async () => {
    const response = await call('POST', '/api/auth/login', {
      body: 'email=a%40b.com&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 400 with the validation body to a bodyless register', async () => {
    const response = await call('POST', '/api/auth/register');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please check your information and try again.' });
  });
});

describe('GET /api/health', () => {
  it('answers 200 once the table answers', async () => {
    const response = await call('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the table does not answer', async () => {
    const { app } = api;
    setAppForTests(createApp({ config: { ...app.config, tableName: 'no-such-table' } }));
    try {
      const response = await call('GET', '/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The data store is not answering', errors: [] });
    } finally {
      setAppForTests(app);
    }
  });
});
