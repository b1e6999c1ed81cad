/**
 * GET /sms/admin/consents through the handler the routes manifest names, against the real table:
 * HTTP Basic credentials from the environment with no default (503 while unset), failures counted
 * per address (429, which then holds even for the right password), and the log newest first,
 * paginated on the server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppForTests } from '#local/app';
import type { ConsentRecord } from '#src/ports/consent-log';
import {
  ADMIN_ACCOUNT_FAILURE_RATE_LIMIT,
  ADMIN_CONSENTS_PAGE_SIZE,
  ADMIN_FAILURE_RATE_LIMIT,
} from '#src/services/sms/admin-consents';
import { dynamoConsentLog } from '#src/store/consent-log';
import { createDocumentClient } from '#src/store/document-client';
import { call, startTestApi, type TestApi } from '#test/api/support';
import { consentRecord } from '#test/consent-records';

const USERNAME = 'consent-admin';
const PASSWORD = 'fake-admin-password-for-tests';
let api: TestApi;
let address = 0;
let ip: string;

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

const list = (authorization?: string, options: { from?: string; cursor?: string } = {}) =>
  call('GET', `/sms/admin/consents${options.cursor ? `?cursor=${encodeURIComponent(options.cursor)}` : ''}`, {
    headers: authorization ? { authorization } : {},
    sourceIp: options.from ?? ip,
  });

beforeEach(async () => {
  process.env.ADMIN_USERNAME = USERNAME;
  process.env.ADMIN_PASSWORD = PASSWORD;
  api = await startTestApi('2026-11-23T15:00:00.000Z');
  address += 1;
  ip = `203.0.113.${address}`;
});

afterEach(() => {
  delete process.env.ADMIN_USERNAME;
  delete process.env.ADMIN_PASSWORD;
  setAppForTests(undefined);
});

describe('configuration', () => {
  it('answers 503 while no admin credentials are configured: there is no default', async () => {
    for (const unset of ['ADMIN_USERNAME', 'ADMIN_PASSWORD']) {
      process.env.ADMIN_USERNAME = USERNAME;
      process.env.ADMIN_PASSWORD = PASSWORD;
      delete process.env[unset];
      api = await startTestApi('2026-11-23T15:00:00.000Z');
      const response = await list(basic(USERNAME, PASSWORD));
      expect(response.statusCode, unset).toBe(503);
      expect(response.json()).toEqual({
        message: 'Admin access is not configured',
        errors: [],
        notConfigured: true,
      });
    }
  });
});

describe('a guessable admin password', () => {
  it('opens nothing: the admin function refuses to serve, as with a malformed secret', async () => {
    process.env.ADMIN_PASSWORD = 'Admin2026!';
    api = await startTestApi('2026-11-23T15:00:00.000Z');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await list(basic(USERNAME, 'Admin2026!'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).not.toHaveProperty('consents');
    expect(JSON.stringify(error.mock.calls)).toContain('adminPassword must be at least 15 characters');
    error.mockRestore();
  });
});

describe('credentials', () => {
  it('refuses a missing, malformed or wrong Authorization header with 401 and no browser challenge', async () => {
    for (const authorization of [
      undefined,
      'Bearer abc',
      'Basic not-base64!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      basic(USERNAME, 'wrong-password'),
      basic('someone-else', PASSWORD),
      basic(USERNAME.toUpperCase(), PASSWORD),
    ]) {
      address += 1;
      const response = await list(authorization, { from: `203.0.113.${address}` });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password', errors: [] });
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('accepts the configured pair, also with a colon in the password', async () => {
    process.env.ADMIN_PASSWORD = 'pass:with:colons';
    api = await startTestApi('2026-11-23T15:00:00.000Z');
    const response = await list(basic(USERNAME, 'pass:with:colons'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ consents: expect.any(Array), nextCursor: null });
  });

  it('after repeated failures from one address answers 429 there, even to the right password; other addresses are not affected', async () => {
    for (let attempt = 1; attempt <= ADMIN_FAILURE_RATE_LIMIT.limit; attempt++) {
      expect((await list(basic(USERNAME, `guess-${attempt}`))).statusCode).toBe(401);
    }
    const locked = await list(basic(USERNAME, PASSWORD));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list(basic(USERNAME, 'another-guess'))).statusCode).toBe(429);
    expect((await list(basic(USERNAME, PASSWORD), { from: '203.0.113.250' })).statusCode).toBe(200);

    // The window ends: the address may try again.
    api.clock.advanceSeconds(ADMIN_FAILURE_RATE_LIMIT.windowSeconds);
    expect((await list(basic(USERNAME, PASSWORD))).statusCode).toBe(200);
  });

  it('counts guesses sent all at once before checking any: of 40 in parallel from one address only the limit get 401, the rest 429', async () => {
    // An hour of its own: the account's counter is not shared with this file's other tests.
    api.clock.set('2026-11-24T03:00:00.000Z');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) => list(basic(USERNAME, `parallel-guess-${guess}`))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ADMIN_FAILURE_RATE_LIMIT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ADMIN_FAILURE_RATE_LIMIT.limit);
    expect((await list(basic(USERNAME, PASSWORD))).statusCode).toBe(429);
  });

  it('limits the account across addresses: of 40 guesses at once from 40 addresses only the account limit get 401', async () => {
    api.clock.set('2026-11-24T05:00:00.000Z');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) =>
        list(basic(USERNAME, `spread-guess-${guess}`), { from: `198.51.100.${guess + 1}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ADMIN_ACCOUNT_FAILURE_RATE_LIMIT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      40 - ADMIN_ACCOUNT_FAILURE_RATE_LIMIT.limit,
    );
    // A fresh address is refused too until the account's window ends.
    expect((await list(basic(USERNAME, PASSWORD), { from: '198.51.100.200' })).statusCode).toBe(429);
    api.clock.advanceSeconds(ADMIN_ACCOUNT_FAILURE_RATE_LIMIT.windowSeconds);
    expect((await list(basic(USERNAME, PASSWORD), { from: '198.51.100.200' })).statusCode).toBe(200);
  });

  it('does not count successful requests: an admin can page through many', async () => {
    for (let page = 0; page < ADMIN_FAILURE_RATE_LIMIT.limit * 2; page++) {
      expect((await list(basic(USERNAME, PASSWORD))).statusCode).toBe(200);
    }
  });
});

describe('the list', () => {
  function record(timestamp: string, index: number): ConsentRecord {
    return consentRecord({
      id: `rec${String(index).padStart(13, '0')}`,
      phone: `+1305555${String(index).padStart(4, '0')}`,
      name: index % 2 ? `Person ${index}` : null,
      timestamp,
    });
  }

  it('answers every record newest first across months, a server-set page at a time', async () => {
    const log = dynamoConsentLog(createDocumentClient(api.app.config), api.app.config.tableName);
    // 70 records over three months, written out of order.
    const written: ConsentRecord[] = [];
    for (let index = 0; index < 70; index++) {
      const month = ['2026-09', '2026-11', '2026-10'][index % 3];
      const day = String((index % 28) + 1).padStart(2, '0');
      written.push(record(`${month}-${day}T12:${String(index % 60).padStart(2, '0')}:00.000Z`, index));
    }
    for (const each of written) await log.record({ record: each });
    const newestFirst = [...written].sort((a, b) =>
      `${b.timestamp}#${b.id}`.localeCompare(`${a.timestamp}#${a.id}`),
    );

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await list(basic(USERNAME, PASSWORD), { cursor });
      expect(response.statusCode).toBe(200);
      const page = response.json<{ consents: { id: string }[]; nextCursor: string | null }>();
      expect(page.consents.length).toBeLessThanOrEqual(ADMIN_CONSENTS_PAGE_SIZE);
      seen.push(...page.consents.map((consent) => consent.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(70 / ADMIN_CONSENTS_PAGE_SIZE));
    expect(seen).toEqual(newestFirst.map((each) => each.id));

    const first = (await list(basic(USERNAME, PASSWORD))).json<{ consents: unknown[] }>();
    expect(first.consents[0]).toEqual({
      id: newestFirst[0]?.id,
      name: newestFirst[0]?.name,
      phone: newestFirst[0]?.phone,
      ip: '198.51.100.7',
      userAgent: 'Mozilla/5.0',
      timestamp: newestFirst[0]?.timestamp,
      programType: 'deadline_alerts',
      frequency: 'Varies with your deadlines',
      termsUrl: 'http://localhost:3000/terms',
      privacyUrl: 'http://localhost:3000/privacy',
      consentText: 'I agree',
      action: 'opt_in',
      source: 'opt_in_page',
    });
  });

  it('refuses a cursor it never handed out with 400', async () => {
    const response = await list(basic(USERNAME, PASSWORD), { cursor: 'not-a-cursor' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid cursor' });
  });

  it('never lets an append replace a record', async () => {
    const log = dynamoConsentLog(createDocumentClient(api.app.config), api.app.config.tableName);
    const original = record('2026-08-01T10:00:00.000Z', 900);
    await log.record({ record: original });
    await expect(log.record({ record: { ...original, name: 'Forged' } })).rejects.toThrow();
  });
});
