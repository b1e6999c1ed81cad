/**
 * POST /sms/incoming, Twilio's webhook (docs/sms-compliance.md "Keywords"), through the handler the
 * routes manifest names, against the real table: signatures made and checked by the `twilio`
 * package's own code, every keyword in several casings, TwiML replies, and what the consent log and
 * the phone status hold afterwards.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS, OPT_OUT_PHRASES } from '@lienminder/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAppForTests } from '#local/app';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { createDocumentClient } from '#src/store/document-client';
import { startTestApi, type TestApi } from '#test/api/support';
import { setPhoneStatus } from '#test/phone-statuses';
import {
  consentRecords,
  TWILIO_TOKEN,
  textFrom,
  twimlMessage,
  uniquePhone,
  WEBHOOK_URL,
} from './sms-support';

let api: TestApi;
let PHONE: string;

beforeEach(async () => {
  process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN;
  api = await startTestApi('2026-11-23T15:00:00.000Z');
  PHONE = uniquePhone();
});

afterEach(() => {
  delete process.env.TWILIO_AUTH_TOKEN;
  setAppForTests(undefined);
});

const status = (phone = PHONE) => api.app.alerting.phones.get(phone);

/** The word as people type it: as listed, lower case, capitalised, mixed, padded with spaces. */
function casings(word: string): string[] {
  const lower = word.toLowerCase();
  const mixed = [...lower].map((letter, index) => (index % 2 ? letter.toUpperCase() : letter)).join('');
  return [word, lower, `${word[0]}${lower.slice(1)}`, mixed, `  ${mixed} \n`];
}

describe('keywords', () => {
  it('opts out on every opt-out keyword in any casing, replying once with the confirmation, as TwiML', async () => {
    for (const keyword of OPT_OUT_KEYWORDS) {
      for (const text of casings(keyword)) {
        await setPhoneStatus(api.app.config, PHONE, 'opted_in', api.clock.now());
        const response = await textFrom(PHONE, text);
        expect(response.statusCode, text).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/xml/);
        expect(response.body).toBe(
          `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${PROGRAM_TEXTS.optedOut}</Message></Response>`,
        );
        expect(await status(), text).toBe('opted_out');
      }
    }
    const records = await consentRecords(api.app, PHONE);
    expect(records).toHaveLength(OPT_OUT_KEYWORDS.length * 5);
    expect(records.every((record) => record.action === 'opt_out' && record.source === 'sms_keyword')).toBe(
      true,
    );
  });

  it('opts back in on every opt-in keyword in any casing, replying with the confirmation message', async () => {
    for (const keyword of OPT_IN_KEYWORDS) {
      for (const text of casings(keyword)) {
        await setPhoneStatus(api.app.config, PHONE, 'opted_out', api.clock.now());
        const response = await textFrom(PHONE, text);
        expect(twimlMessage(response.body), text).toBe(PROGRAM_TEXTS.confirmation);
        expect(await status(), text).toBe('opted_in');
      }
    }
    const records = await consentRecords(api.app, PHONE);
    expect(records).toHaveLength(OPT_IN_KEYWORDS.length * 5);
    expect(records.every((record) => record.action === 'opt_in')).toBe(true);
  });

  it('answers HELP and INFO with brand, program, support email and STOP, recording nothing', async () => {
    for (const text of [...casings('HELP'), ...casings('INFO')]) {
      const reply = twimlMessage((await textFrom(PHONE, text)).body);
      expect(reply, text).toBe(PROGRAM_TEXTS.help);
    }
    expect(PROGRAM_TEXTS.help).toMatch(/^LienMinder: .*support@lienminder\.com.*Reply STOP to cancel\.$/);
    expect(await consentRecords(api.app, PHONE)).toEqual([]);
    expect(await status()).toBeNull();
  });

  it('opts out on an opt-out word with punctuation or inside a short message (FCC, April 2025), recording each', async () => {
    const texts = [
      'OPT OUT',
      'Stop.',
      'STOP please',
      'opt-out',
      'Unsubscribe!!',
      'please stop texting me',
      'cancel 🙏',
    ];
    for (const text of texts) {
      await setPhoneStatus(api.app.config, PHONE, 'opted_in', api.clock.now());
      api.clock.advanceSeconds(1);
      expect(twimlMessage((await textFrom(PHONE, text)).body), text).toBe(PROGRAM_TEXTS.optedOut);
      expect(await status(), text).toBe('opted_out');
    }
    const records = await consentRecords(api.app, PHONE);
    expect(records.map((record) => [record.action, record.consentText]).reverse()).toEqual(
      texts.map((text) => ['opt_out', text]),
    );
  });

  it('opts out, recording first and then confirming, on an opt-out word in a message of any length and on every plain request (47 CFR 64.1200(a)(10))', async () => {
    const texts = [
      'please stop texting me, I never signed up',
      'When is the end date for the Coastal job now?',
      ...OPT_OUT_PHRASES.map((phrase) => `Hello, ${phrase.toLowerCase()}, thank you.`),
    ];
    for (const text of texts) {
      await setPhoneStatus(api.app.config, PHONE, 'opted_in', api.clock.now());
      api.clock.advanceSeconds(1);
      const reply = twimlMessage((await textFrom(PHONE, text)).body);
      expect(reply, text).toBe(PROGRAM_TEXTS.optedOut);
      expect(reply).toContain('Reply START to resubscribe');
      expect(await status(), text).toBe('opted_out');
    }
    const records = await consentRecords(api.app, PHONE);
    expect(records.map((record) => [record.action, record.consentText]).reverse()).toEqual(
      texts.map((text) => ['opt_out', text]),
    );
  });

  it('treats any other text, opt-in words inside a message included, as one short pointer to HELP and STOP', async () => {
    await setPhoneStatus(api.app.config, PHONE, 'opted_in', api.clock.now());
    for (const text of ['Start date moved', 'yes please call me', 'thanks', '']) {
      expect(twimlMessage((await textFrom(PHONE, text)).body), text).toBe(PROGRAM_TEXTS.other);
    }
    expect(await status()).toBe('opted_in');
    expect(await consentRecords(api.app, PHONE)).toEqual([]);
  });

  it('keeps every program text within one GSM-7 segment, branded', () => {
    for (const text of Object.values(PROGRAM_TEXTS)) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text.startsWith('LienMinder')).toBe(true);
      expect(text).toMatch(/^[\x20-\x7E]+$/);
    }
  });
});

describe('the consent log', () => {
  it('holds an opt-out as a new record beside the opt-in, and START as a third; the status follows', async () => {
    await textFrom(PHONE, 'START');
    api.clock.advanceSeconds(60);
    await textFrom(PHONE, 'Stop');
    expect(await status()).toBe('opted_out');
    api.clock.advanceSeconds(60);
    await textFrom(PHONE, 'unstop');
    expect(await status()).toBe('opted_in');

    const records = await consentRecords(api.app, PHONE);
    expect(records.map((record) => [record.action, record.consentText, record.timestamp])).toEqual([
      ['opt_in', 'unstop', '2026-11-23T15:02:00.000Z'],
      ['opt_out', 'Stop', '2026-11-23T15:01:00.000Z'],
      ['opt_in', 'START', '2026-11-23T15:00:00.000Z'],
    ]);
    expect(records[1]).toMatchObject({
      phone: PHONE,
      name: null,
      userAgent: 'TwilioProxy/1.1',
      programType: 'deadline_alerts',
      frequency: 'Varies with your deadlines',
      termsUrl: 'http://localhost:3000/terms',
      privacyUrl: 'http://localhost:3000/privacy',
      source: 'sms_keyword',
    });
  });

  it('records a redelivered message (same MessageSid) once, and replies again', async () => {
    const first = await textFrom(PHONE, 'STOP', { messageSid: 'SMfakeredelivered000000000000000' });
    api.clock.advanceSeconds(30);
    const again = await textFrom(PHONE, 'STOP', { messageSid: 'SMfakeredelivered000000000000000' });
    expect(twimlMessage(first.body)).toBe(PROGRAM_TEXTS.optedOut);
    expect(twimlMessage(again.body)).toBe(PROGRAM_TEXTS.optedOut);
    expect(await consentRecords(api.app, PHONE)).toHaveLength(1);
  });

  it('a redelivered STOP after a START does not opt the number out again', async () => {
    await textFrom(PHONE, 'STOP', { messageSid: 'SMfakestopfirst0000000000000000' });
    api.clock.advanceSeconds(10);
    await textFrom(PHONE, 'START');
    api.clock.advanceSeconds(10);
    await textFrom(PHONE, 'STOP', { messageSid: 'SMfakestopfirst0000000000000000' });
    expect(await status()).toBe('opted_in');
    expect(await consentRecords(api.app, PHONE)).toHaveLength(2);
  });
});

describe('numbers LienMinder never texts', () => {
  it('a STOP from one is recorded, and no reply goes back: a reply is a text too', async () => {
    for (const [abroad, word] of [
      ['+447700900123', 'STOP'],
      ['+18765550123', 'START'],
      ['+19005550123', 'HELP'],
    ] as const) {
      const response = await textFrom(abroad, word);
      expect(response.statusCode, abroad).toBe(200);
      expect(twimlMessage(response.body), abroad).toBeNull();
    }
    expect(await status('+447700900123')).toBe('opted_out');
    expect((await consentRecords(api.app, '+447700900123')).map((record) => record.action)).toEqual([
      'opt_out',
    ]);
  });
});

describe('the order of keywords', () => {
  it('a START that reached us before a STOP, but is processed after it, never undoes the STOP', async () => {
    api.clock.set('2026-11-23T15:00:10.000Z');
    await textFrom(PHONE, 'STOP');
    // The START's webhook arrived at 15:00:05 and was held up (a retry, a slow instance).
    api.clock.set('2026-11-23T15:00:05.000Z');
    const late = await textFrom(PHONE, 'START');
    expect(late.statusCode).toBe(200);
    expect(twimlMessage(late.body)).toBeNull();
    expect(await status()).toBe('opted_out');
    // Both messages are on record, each at the time it reached us: the newest is the STOP.
    const records = await consentRecords(api.app, PHONE);
    expect(records.map((record) => [record.action, record.timestamp])).toEqual([
      ['opt_out', '2026-11-23T15:00:10.000Z'],
      ['opt_in', '2026-11-23T15:00:05.000Z'],
    ]);
  });

  it('a STOP that reached us before a START, processed after it, leaves the number opted in', async () => {
    api.clock.set('2026-11-23T15:00:10.000Z');
    await textFrom(PHONE, 'START');
    api.clock.set('2026-11-23T15:00:05.000Z');
    await textFrom(PHONE, 'STOP');
    expect(await status()).toBe('opted_in');
    expect(await consentRecords(api.app, PHONE)).toHaveLength(2);
  });
});

describe('signature', () => {
  async function expectRefusedAndNothingChanged(response: Awaited<ReturnType<typeof textFrom>>) {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Invalid signature', errors: [] });
    expect(await status()).toBeNull();
    expect(await consentRecords(api.app, PHONE)).toEqual([]);
  }

  it('refuses a call without X-Twilio-Signature', async () => {
    await expectRefusedAndNothingChanged(await textFrom(PHONE, 'STOP', { signature: null }));
  });

  it('refuses a signature made with another auth token', async () => {
    await expectRefusedAndNothingChanged(
      await textFrom(PHONE, 'STOP', { token: 'another_twilio_auth_token_fake_00' }),
    );
  });

  it('refuses a signature made for another URL (host, scheme or path)', async () => {
    for (const signedUrl of [
      'https://lienminder.example.com/sms/incoming',
      'https://localhost:3000/sms/incoming',
      `${WEBHOOK_URL}/other`,
    ]) {
      await expectRefusedAndNothingChanged(await textFrom(PHONE, 'STOP', { signedUrl }));
    }
  });

  it('refuses a signature over other parameters (a tampered body)', async () => {
    await expectRefusedAndNothingChanged(
      await textFrom(PHONE, 'STOP', { signature: 'aW52YWxpZC1zaWduYXR1cmUtdmFsdWU=' }),
    );
  });

  it('refuses everything while no auth token is configured', async () => {
    delete process.env.TWILIO_AUTH_TOKEN;
    await expectRefusedAndNothingChanged(await textFrom(PHONE, 'STOP'));
  });

  it('accepts the signature Twilio computes for the public URL', async () => {
    expect((await textFrom(PHONE, 'STOP')).statusCode).toBe(200);
  });
});

describe('junk sent to the webhook', () => {
  it('is refused on its signature before anything is counted or written, so it cannot use up what a signed STOP needs', async () => {
    // A trickle of unsigned and forged posts from one address, carrying the victim's number.
    for (let junk = 0; junk < 40; junk++) {
      const response = await textFrom(PHONE, 'START', {
        signature: junk % 2 === 0 ? null : 'Zm9yZ2VkLXNpZ25hdHVyZQ==',
      });
      expect(response.statusCode).toBe(403);
    }
    const counters = await createDocumentClient(api.app.config).send(
      new ScanCommand({
        TableName: api.app.config.tableName,
        FilterExpression: 'begins_with(pk, :rate)',
        ExpressionAttributeValues: { ':rate': 'RATE#' },
      }),
    );
    expect(counters.Items).toEqual([]);
    expect(await consentRecords(api.app, PHONE)).toEqual([]);

    // Twilio's signed STOP from the same address goes through at once.
    const stop = await textFrom(PHONE, 'STOP');
    expect(stop.statusCode).toBe(200);
    expect(twimlMessage(stop.body)).toBe(PROGRAM_TEXTS.optedOut);
    expect(await status()).toBe('opted_out');
  });
});
