import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CONTENT_SECURITY_POLICY, FIRST_LOAD_SCRIPT_HASH, SERVER_NOW_HEADER } from '@lienminder/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoOutbox } from '#local/store/outbox';
import { localDynamoDbClient, localDynamoDbEnvironment } from './dynamodb-local';
import { LOCAL_TABLE_NAME, type RunningLienMinder, startLienMinder } from './server';

// One server per process: loaded handlers keep the configuration they read (see startLienMinder).
const workDir = mkdtempSync(join(tmpdir(), 'lienminder-server-'));
let app: RunningLienMinder;

beforeAll(async () => {
  const webRoot = join(workDir, 'dist');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LienMinder</title>');
  app = await startLienMinder({ port: 0, inMemoryDatabase: true, webRoot });
}, 60_000);

afterAll(async () => {
  await app.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('startLienMinder', () => {
  it('serves the web app and sends /api and /sms to the API router on one port', async () => {
    expect(app.url).toBe(`http://localhost:${app.port}`);
    const page = await fetch(`${app.url}/projects/new`);
    expect(await page.text()).toBe('<!doctype html><title>LienMinder</title>');
    for (const path of ['/api/no-such-thing', '/sms/no-such-thing']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found', errors: [] });
    }
  });

  it('serves the web pages under /sms/ to a browser, and everything else there to the API, as CloudFront does', async () => {
    for (const path of ['/sms/opt-in', '/sms/compliance', '/sms/opt-in/']) {
      const page = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      expect(await page.text()).toBe('<!doctype html><title>LienMinder</title>');
      expect((await fetch(`${app.url}${path}`, { method: 'HEAD' })).status, path).toBe(200);
    }
    const config = await fetch(`${app.url}/sms/config`);
    expect(config.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await config.json()).toMatchObject({ termsUrl: `${app.url}/terms` });

    const unticked = await fetch(`${app.url}/sms/opt-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ phone: '3055550142', sms_opt_in: false }),
    });
    expect(unticked.status).toBe(400);
    expect(await unticked.json()).toMatchObject({ errors: [{ path: 'sms_opt_in' }, { path: 'proof' }] });

    const unsigned = await fetch(`${app.url}/sms/incoming`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'MessageSid=SMfake&From=%2B13055550142&Body=STOP',
    });
    expect(unsigned.status).toBe(403);
    expect((await fetch(`${app.url}/sms/admin/consents`)).headers.get('content-type')).toMatch(/json/);
  });

  it('sends the CSP and security headers CloudFront adds in AWS, on pages and API answers alike', async () => {
    for (const path of ['/projects/new', '/api/health', '/api/no-such-thing']) {
      const { headers } = await fetch(`${app.url}${path}`);
      expect(headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(headers.get('content-security-policy')).toContain(
        `script-src 'self' ${FIRST_LOAD_SCRIPT_HASH} https://js.stripe.com;`,
      );
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('configures the handlers for this run before they load', async () => {
    expect(process.env).toMatchObject({
      RUNTIME: 'local',
      TABLE_NAME: LOCAL_TABLE_NAME,
      ...localDynamoDbEnvironment(app.database),
      PUBLIC_URL: app.url,
    });
    // The health handler reads the table through that configuration.
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });

  it('carries the session cookie from the register handler back on the next request', async () => {
    const registered = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({
        email: 'rosa@coastal.example',
        password: 'Passw0rd!',
        firstName: 'Rosa',
        lastName: 'Diaz',
        phone: '(305) 555-0142',
        acceptedDisclaimer: true,
      }),
    });
    expect(registered.status).toBe(201);
    const cookies = registered.headers.getSetCookie();
    // The session and the known-device mark, HttpOnly; and the session's hint for the app, which holds no secret.
    expect(cookies.map((cookie) => [cookie.split('=')[0], /HttpOnly/i.test(cookie)])).toEqual([
      ['lm_session', true],
      ['lm_device', true],
      ['lm_signed_in', false],
    ]);

    const signedIn = await fetch(`${app.url}/api/auth/user`, {
      headers: { cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') },
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: 'rosa@coastal.example', firstName: 'Rosa' });
    expect((await fetch(`${app.url}/api/auth/user`)).status).toBe(401);
  });

  it('has dev routes that answer its own pages and refuse a simple form POST from another site', async () => {
    const outbox = await fetch(`${app.url}/api/dev/outbox`);
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toEqual({ messages: expect.any(Array), nextCursor: null });

    // What a page on another site can send without a preflight: a form post.
    const formPost = await fetch(`${app.url}/api/dev/clock`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example.com',
        'sec-fetch-site': 'cross-site',
      },
      body: 'now=2030-01-01T00:00:00Z',
    });
    expect(formPost.status).toBe(403);
    const sameOriginForm = await fetch(`${app.url}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: app.url },
      body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }),
    });
    expect(sameOriginForm.status).toBe(415);
    // The clock did not move: the real time is still in force.
    const moved = await fetch(`${app.url}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ now: new Date().toISOString() }),
    });
    expect(moved.status).toBe(200);
    expect(Date.parse(((await moved.json()) as { now: string }).now)).toBeLessThan(Date.now() + 60_000);
  });

  it('tells the pages its clock once moved, on API answers, so they count days as its alerts do', async () => {
    const health = () => fetch(`${app.url}/api/health`);
    const moveTo = (now: Date) =>
      fetch(`${app.url}/api/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify({ now: now.toISOString() }),
      });
    const ahead = new Date(Date.now() + 57 * 86_400_000);
    expect((await moveTo(ahead)).status).toBe(200);
    const told = Date.parse((await health()).headers.get(SERVER_NOW_HEADER) ?? '');
    expect(Math.abs(told - ahead.getTime())).toBeLessThan(60_000);
    // The web app's own files never carry it.
    expect((await fetch(`${app.url}/`)).headers.has(SERVER_NOW_HEADER)).toBe(false);
    await moveTo(new Date());
  });

  it('answers every message of the outbox a page at a time, newest first, and refuses a bad page', async () => {
    const outbox = dynamoOutbox(
      DynamoDBDocumentClient.from(localDynamoDbClient(app.database)),
      LOCAL_TABLE_NAME,
    );
    // More than one default page (100), so a reader that stops at the first page misses the oldest.
    const sent = Array.from({ length: 105 }, (_, n) => `page-${String(n).padStart(3, '0')}@example.com`);
    for (const [n, to] of sent.entries()) {
      await outbox.add({ channel: 'sms', to, body: 'Hi' }, new Date(Date.UTC(2020, 0, 1, 0, 0, n)));
    }
    const read = async (query: string) => {
      const answer = await fetch(`${app.url}/api/dev/outbox${query}`);
      expect(answer.status, query).toBe(200);
      return (await answer.json()) as { messages: { to: string }[]; nextCursor: string | null };
    };
    const pagedOf = (page: { messages: { to: string }[] }) =>
      page.messages.map((message) => message.to).filter((to) => to.startsWith('page-'));

    const firstDefault = await read('');
    expect(firstDefault.messages).toHaveLength(100);
    expect(firstDefault.nextCursor).toEqual(expect.any(String));

    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await read(`?limit=40${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.messages.length).toBeLessThanOrEqual(40);
      pages.push(pagedOf(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.flat()).toEqual(sent.toReversed());

    for (const [query, path] of [
      ['?limit=0', 'limit'],
      ['?limit=501', 'limit'],
      ['?limit=ten', 'limit'],
      ['?cursor=', 'cursor'],
      ['?cursor=not-one-of-ours', 'cursor'],
    ]) {
      const refused = await fetch(`${app.url}/api/dev/outbox${query}`);
      expect(refused.status, query).toBe(400);
      expect(await refused.json(), query).toMatchObject({ message: expect.any(String), errors: [{ path }] });
    }
  });

  it('refuses to start with a guessable admin password, before listening or loading a handler', async () => {
    for (const password of ['admin', 'Password123456789!', 'adminadminadmin1', 'lienminder-admin-2026']) {
      await expect(
        startLienMinder({
          port: 0,
          inMemoryDatabase: true,
          env: { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: password },
        }),
        password,
      ).rejects.toThrow(/^Invalid Twilio secret from the environment: adminPassword /);
    }
  });

  it('refuses to start a second server in a process whose handlers already read the first one', async () => {
    await expect(startLienMinder({ port: 0, inMemoryDatabase: true })).rejects.toThrow(/own process/);
  });
});
