/**
 * GET /sms/config and POST /sms/opt-in through the handlers the routes manifest names, against the
 * real table: the consent record with every field, the confirmation text handed over through the
 * message dispatch (the local outbox here), the spec's validation messages with nothing recorded,
 * STOP standing, and the rate limits per address and per number. Each opt-in carries a proof of
 * work minted as the browser mints it (shared opt-in-proof.ts) unless the test gives its own.
 */
import {
  formatPhone,
  MESSAGES,
  mintOptInProof,
  parseOptInProof,
  SMS_CONSENT_TEXT,
  type SmsConfig,
  stampDate,
  stampZeroBits,
  toE164,
} from '@lienminder/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppForTests } from '#local/app';
import {
  CONFIRMATION_BUDGETS,
  SMS_CONFIRMATION_BUDGET_SPENT,
} from '#src/services/messaging/confirmation-budget';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { SMS_OPT_IN_RATE_LIMITS } from '#src/services/sms/opt-in';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoRateLimiter } from '#src/store/rate-limits';
import { call, signUp, startTestApi, type TestApi } from '#test/api/support';
import { setPhoneStatus } from '#test/phone-statuses';
import { consentRecords, uniquePhone } from './sms-support';

let api: TestApi;
let phone: string;
let address = 0;
/** Each test its own browser address, so the per-address limit counts only its own requests. */
let ip: string;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

beforeEach(async () => {
  api = await startTestApi('2026-11-23T15:00:00.000Z');
  phone = uniquePhone();
  address += 1;
  ip = `198.51.100.${address}`;
});

afterEach(() => setAppForTests(undefined));

/** A challenge for the proof of work, as the opt-in form asks for one before it mints. */
async function newChallenge(): Promise<string> {
  return (await call('GET', '/sms/config')).json<SmsConfig>().proofChallenge;
}

/** The request as the opt-in form sends it: with a fresh proof for its phone, unless it has one. */
async function withProof(body: unknown) {
  if (typeof body !== 'object' || body === null || 'proof' in body) return body;
  const { phone: given } = body as { phone?: unknown };
  if (typeof given !== 'string') return body;
  const { optInProofBits } = api.app.config;
  return {
    ...body,
    proof: await mintOptInProof(toE164(given), optInProofBits, api.clock.now(), await newChallenge()),
  };
}

const optIn = async (body: unknown, from = ip, session?: string) =>
  call('POST', '/sms/opt-in', {
    body: await withProof(body),
    headers: { 'user-agent': BROWSER },
    sourceIp: from,
    ...(session ? { session } : {}),
  });

async function textsTo(to: string) {
  const outbox = api.app.alerting.outbox;
  if (!outbox) throw new Error('the local runtime has an outbox');
  return (await outbox.list()).flatMap((message) =>
    message.channel === 'sms' && message.to === to ? [message] : [],
  );
}

describe('GET /sms/config', () => {
  it('answers the one consent text the server owns, with the terms and privacy pages, and a new challenge each time, never cached', async () => {
    const response = await call('GET', '/sms/config');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      consentText: SMS_CONSENT_TEXT,
      termsUrl: 'http://localhost:3000/terms',
      privacyUrl: 'http://localhost:3000/privacy',
      proofBits: 8,
      proofChallenge: expect.stringMatching(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/),
    });
    expect(await newChallenge()).not.toBe(response.json<SmsConfig>().proofChallenge);
    expect(SMS_CONSENT_TEXT).toMatch(/LienMinder/);
    expect(SMS_CONSENT_TEXT).toMatch(/Msg & data rates may apply/);
    expect(SMS_CONSENT_TEXT).toMatch(/Reply STOP to cancel, HELP for help/);
  });
});

describe('POST /sms/opt-in', () => {
  it('records the consent with every field, marks the number opted in and sends one confirmation', async () => {
    const response = await optIn({ name: '  Maria Lopez ', phone, sms_opt_in: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      smsSent: true,
      message: "You've been opted in to SMS notifications. Check your phone for a confirmation message.",
    });
    const [record, ...others] = await consentRecords(api.app, phone);
    expect(others).toEqual([]);
    expect(record).toEqual({
      id: expect.stringMatching(/^[a-z2-7]{16}$/),
      name: 'Maria Lopez',
      phone,
      ip,
      userAgent: BROWSER,
      timestamp: '2026-11-23T15:00:00.000Z',
      programType: 'deadline_alerts',
      frequency: 'Varies with your deadlines',
      termsUrl: 'http://localhost:3000/terms',
      privacyUrl: 'http://localhost:3000/privacy',
      consentText: SMS_CONSENT_TEXT,
      action: 'opt_in',
      source: 'opt_in_page',
    });
    expect(await api.app.alerting.phones.get(phone)).toBe('opted_in');
    expect((await textsTo(phone)).map((text) => text.body)).toEqual([PROGRAM_TEXTS.confirmation]);
  });

  it('keeps the registration form as the source, and no name when none is given', async () => {
    const account = await signUp(api, 'free', { phone: formatPhone(phone.slice(2)) });
    await optIn({ phone, sms_opt_in: true, source: 'registration' }, ip, account.session);
    const [record] = await consentRecords(api.app, phone);
    expect(record).toMatchObject({ name: null, source: 'registration', consentText: SMS_CONSENT_TEXT });
  });

  it('converts a 10-digit number to E.164 as the spec does', async () => {
    const digits = phone.slice(2);
    await optIn({ phone: digits, sms_opt_in: true });
    expect((await consentRecords(api.app, phone)).map((record) => record.phone)).toEqual([phone]);
  });

  it('answers 400 with the spec messages and records nothing without a phone or without the consent box', async () => {
    const noPhone = await optIn({ phone: '', sms_opt_in: true });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({
      errors: [{ path: 'phone', message: MESSAGES.phoneNumberRequired }],
    });
    for (const consent of [false, undefined, 'true']) {
      const unticked = await optIn({ phone, sms_opt_in: consent });
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json()).toMatchObject({
        errors: [{ path: 'sms_opt_in', message: MESSAGES.consentRequired }],
      });
    }
    expect(await consentRecords(api.app, phone)).toEqual([]);
    expect(await api.app.alerting.phones.get(phone)).toBeNull();
    expect(await textsTo(phone)).toEqual([]);
  });

  it('texts no number outside the US (SMS pumping): 400, nothing recorded, no text', async () => {
    for (const abroad of ['+447700900123', '+18765550123', '+19005550123']) {
      const refused = await optIn({ phone: abroad, sms_opt_in: true });
      expect(refused.statusCode, abroad).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [{ path: 'phone', message: MESSAGES.usPhoneOnly }] });
      expect(await consentRecords(api.app, abroad)).toEqual([]);
      expect(await textsTo(abroad)).toEqual([]);
    }
  });

  it('leaves a number that texted STOP opted out: only a START from it opts it back in', async () => {
    await setPhoneStatus(api.app.config, phone, 'opted_out', api.clock.now());
    const response = await optIn({ phone, sms_opt_in: true });
    expect(response.json()).toEqual({ success: false, smsSent: false, message: MESSAGES.smsOptedOutByStop });
    expect(await api.app.alerting.phones.get(phone)).toBe('opted_out');
    expect(await consentRecords(api.app, phone)).toEqual([]);
    expect(await textsTo(phone)).toEqual([]);
  });

  it('limits opt-ins per number (each sends a text) with 429 and Retry-After', async () => {
    const { limit } = SMS_OPT_IN_RATE_LIMITS.perPhone;
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await optIn({ phone, sms_opt_in: true }, `192.0.2.${address * 10 + attempt}`)).statusCode).toBe(
        200,
      );
    }
    const refused = await optIn({ phone, sms_opt_in: true }, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await consentRecords(api.app, phone)).toHaveLength(limit);
    expect(await textsTo(phone)).toHaveLength(limit);
  });

  it('limits opt-ins per address (an IPv6 /64) across numbers, with 429 and Retry-After', async () => {
    const { limit } = SMS_OPT_IN_RATE_LIMITS.perIp;
    const from = (n: number) => `2001:db8:77:88::${n.toString(16)}`;
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await optIn({ phone: uniquePhone(), sms_opt_in: true }, from(attempt))).statusCode).toBe(200);
    }
    const refused = await optIn({ phone, sms_opt_in: true }, '2001:db8:77:88:abcd::1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await consentRecords(api.app, phone)).toEqual([]);
  });
});

describe('what an SMS-pumping caller meets', () => {
  async function unworkedStamp(prefix: string, bits: number) {
    let counter = 0;
    while ((await stampZeroBits(`${prefix}${counter}`)) >= bits) counter += 1;
    return `${prefix}${counter}`;
  }

  it('refuses an opt-in without a fresh proof of work for its own number answering a fresh challenge of ours, or with one used before: 400 on proof, nothing recorded, no text', async () => {
    const bits = api.app.config.optInProofBits;
    // Asked for 11 minutes ago: work done then is worth nothing now.
    const stockpiled = await newChallenge();
    api.clock.advanceSeconds(11 * 60);
    const now = api.clock.now();
    const challenge = await newChallenge();
    const minted = (forPhone: string, at: Date, withBits = bits, answering = challenge) =>
      mintOptInProof(forPhone, withBits, at, answering);
    const [issued = '', nonce = '', mac = ''] = challenge.split('.');
    const refusals = {
      none: undefined,
      garbage: 'not-a-stamp',
      stale: await minted(phone, new Date(now.getTime() - 11 * 60_000)),
      weak: await minted(phone, now, bits - 4),
      anotherNumber: await minted(uniquePhone(), now),
      // The right shape and bits claimed, without the work: its hash does not start with the zeros.
      unworked: await unworkedStamp(`1:${bits}:${stampDate(now)}:${phone}:${challenge}:abcdefgh:`, bits),
      // Minted ahead: the work is there, for a challenge issued too long ago, or for none we issued.
      staleChallenge: await minted(phone, now, bits, stockpiled),
      madeUpChallenge: await minted(phone, now, bits, `${issued}.${nonce}.${mac.slice(0, -2)}AA`),
      // The old challenge dated now: its MAC does not cover the new time.
      redated: await minted(phone, now, bits, `${issued}.${stockpiled.split('.').slice(1).join('.')}`),
    };
    for (const [what, proof] of Object.entries(refusals)) {
      const refused = await optIn({ phone, sms_opt_in: true, proof });
      expect(refused.statusCode, what).toBe(400);
      expect(refused.json(), what).toMatchObject({
        errors: [{ path: 'proof', message: MESSAGES.optInProofRejected }],
      });
    }
    expect(await consentRecords(api.app, phone)).toEqual([]);
    expect(await textsTo(phone)).toEqual([]);

    const proof = await minted(phone, now);
    expect((await optIn({ phone, sms_opt_in: true, proof })).statusCode).toBe(200);
    // Each challenge opts in once: the same stamp again, or a second stamp made for it.
    for (const again of [proof, await minted(uniquePhone(), now)]) {
      const { phone: other } = parseOptInProof(again) ?? { phone };
      const replayed = await optIn({ phone: other, sms_opt_in: true, proof: again }, '198.51.100.250');
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toMatchObject({
        errors: [{ path: 'proof', message: MESSAGES.optInProofRejected }],
      });
    }
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it('takes `source: "registration"` only with the session of the account just registered with that phone', async () => {
    const registrationOnly = { errors: [{ path: 'source', message: MESSAGES.registrationOptInOnly }] };
    const claim = { phone, sms_opt_in: true, source: 'registration' };

    const anonymous = await optIn(claim);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject(registrationOnly);

    const someoneElse = await signUp(api, 'free', { phone: '(305) 555-0199' });
    const otherPhone = await optIn(claim, ip, someoneElse.session);
    expect(otherPhone.statusCode).toBe(400);
    expect(otherPhone.json()).toMatchObject(registrationOnly);

    const owner = await signUp(api, 'free', { phone: formatPhone(phone.slice(2)) });
    api.clock.set(new Date(api.clock.now().getTime() + 25 * 60 * 60_000).toISOString());
    const dayLater = await optIn(claim, ip, owner.session);
    expect(dayLater.statusCode).toBe(400);
    expect(dayLater.json()).toMatchObject(registrationOnly);

    expect(await consentRecords(api.app, phone)).toEqual([]);
    expect(await textsTo(phone)).toEqual([]);
    // The opt-in page's own source stays open to anyone.
    expect((await optIn({ phone, sms_opt_in: true })).statusCode).toBe(200);
  });

  /** The hour's other opt-ins from the page, from other addresses and numbers: its budget spent. */
  async function spendPublicBudget() {
    const confirmationBudget = CONFIRMATION_BUDGETS.opt_in_page;
    const limiter = dynamoRateLimiter(
      createDocumentClient(api.app.config),
      api.app.config.tableName,
      api.clock,
    );
    for (let sent = 0; sent < confirmationBudget.limit; sent += 20) {
      await Promise.all(Array.from({ length: 20 }, () => limiter.hit(confirmationBudget, 'all')));
    }
  }

  it("stops at the program's hourly budget of confirmation texts, counted in the table: 429, nothing recorded, logged for the alarm", async () => {
    await spendPublicBudget();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await optIn({ phone, sms_opt_in: true });
    expect(refused.statusCode).toBe(429);
    // The clock stands at 15:00:00, the start of the hour.
    expect(Number(refused.headers['retry-after'])).toBe(60 * 60);
    expect(await consentRecords(api.app, phone)).toEqual([]);
    expect(await api.app.alerting.phones.get(phone)).toBeNull();
    expect(await textsTo(phone)).toEqual([]);
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: SMS_CONFIRMATION_BUDGET_SPENT,
        limit: 200,
        source: 'opt_in_page',
      }),
    ]);
    expect(SMS_CONFIRMATION_BUDGET_SPENT).toBe('SMS confirmation budget spent');

    // The next hour has a budget again.
    api.clock.set(new Date(api.clock.now().getTime() + 60 * 60_000).toISOString());
    expect((await optIn({ phone, sms_opt_in: true })).statusCode).toBe(200);
    errors.mockRestore();
  });

  it("the registration form's opt-in does not draw from the public page's budget: it succeeds while that is spent", async () => {
    await spendPublicBudget();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await optIn({ phone: uniquePhone(), sms_opt_in: true })).statusCode).toBe(429);
    errors.mockRestore();

    const owner = await signUp(api, 'free', { phone: formatPhone(phone.slice(2)) });
    const registered = await optIn({ phone, sms_opt_in: true, source: 'registration' }, ip, owner.session);
    expect(registered.statusCode).toBe(200);
    expect(await api.app.alerting.phones.get(phone)).toBe('opted_in');
    expect((await textsTo(phone)).map((text) => text.body)).toEqual([PROGRAM_TEXTS.confirmation]);
  });
});
