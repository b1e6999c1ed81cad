/**
 * The order of a number's keywords is the order in which they reached Twilio, as Twilio's record of
 * each message says (GET Message resource, checked on the wire against a stand-in for its API), not
 * the order their webhooks happen to be processed in; the real consent log and phone status on
 * DynamoDB Local.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { twilioMessageTimes } from '#src/adapters/aws/twilio-message-times';
import { parseConfig } from '#src/config';
import type { ConsentLog } from '#src/ports/consent-log';
import type { PhoneStatuses } from '#src/ports/phone-status';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { keywordTime, replyToInboundSms } from '#src/services/sms/inbound-sms';
import { dynamoConsentLog } from '#src/store/consent-log';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoPhoneStatuses } from '#src/store/phone-status';
import { useTestEnvironment } from '#test/dynamodb';
import { startTwilioStandIn, type TwilioStandIn } from '#test/twilio-stand-in';
import { uniquePhone } from './sms-support';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const TWILIO = { ip: '54.172.60.1', userAgent: 'TwilioProxy/1.1' };

let twilio: TwilioStandIn;
let log: ConsentLog;
let phones: PhoneStatuses;
let now: Date;

beforeEach(async () => {
  const table = await useTestEnvironment();
  const client = createDocumentClient(parseConfig(process.env));
  log = dynamoConsentLog(client, table.tableName);
  phones = dynamoPhoneStatuses(client, table.tableName);
  twilio = await startTwilioStandIn();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await twilio.close();
});

/** Twilio's webhook for one text, processed at `processedAt`. */
function webhook(phone: string, messageSid: string, body: string, processedAt: string) {
  now = new Date(processedAt);
  return replyToInboundSms(
    {
      log,
      times: twilioMessageTimes({
        accountSid: ACCOUNT_SID,
        authToken: 'test-auth-token',
        apiOrigin: twilio.origin,
      }),
      clock: { now: () => now },
      ids: { newId: () => `rec${messageSid.slice(-13)}` },
      publicUrl: new URL('http://localhost:3000'),
    },
    { MessageSid: messageSid, From: phone, Body: body },
    TWILIO,
  );
}

const messageResource = (sid: string, dateCreated: string) => ({
  status: 200,
  body: { sid, direction: 'inbound', date_created: dateCreated, date_sent: dateCreated },
});

describe('keywords in the order they reached Twilio', () => {
  it("a START sent before a STOP, whose webhook is processed after the STOP's, changes nothing", async () => {
    const phone = uniquePhone();
    twilio.answer(
      messageResource('SMstop0000000000000000000000000001', 'Mon, 23 Nov 2026 15:00:10 +0000'),
      messageResource('SMstart000000000000000000000000002', 'Mon, 23 Nov 2026 15:00:05 +0000'),
    );
    expect(
      await webhook(phone, 'SMstop0000000000000000000000000001', 'STOP', '2026-11-23T15:00:20.000Z'),
    ).toBe(PROGRAM_TEXTS.optedOut);
    // A retried webhook: processed ten seconds after the STOP's, sent five seconds before it.
    expect(
      await webhook(phone, 'SMstart000000000000000000000000002', 'START', '2026-11-23T15:00:30.000Z'),
    ).toBeNull();
    expect(await phones.get(phone)).toBe('opted_out');

    const authorization = `Basic ${Buffer.from(`${ACCOUNT_SID}:test-auth-token`).toString('base64')}`;
    expect(twilio.received).toEqual(
      ['SMstop0000000000000000000000000001', 'SMstart000000000000000000000000002'].map((sid) => ({
        method: 'GET',
        url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${sid}.json`,
        authorization,
        contentType: undefined,
        form: {},
      })),
    );
    const records = (await log.list({ limit: 100 })).consents.filter((record) => record.phone === phone);
    expect(records.map((record) => [record.action, record.timestamp])).toEqual([
      ['opt_out', '2026-11-23T15:00:10.999Z'],
      ['opt_in', '2026-11-23T15:00:05.000Z'],
    ]);
  });

  it('when Twilio cannot say, the keyword is timed by our clock (and logged)', async () => {
    const phone = uniquePhone();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    twilio.answer({ status: 404, body: { code: 20404, message: 'The requested resource was not found' } });
    await webhook(phone, 'SMgone0000000000000000000000000003', 'STOP', '2026-11-23T15:01:00.000Z');
    const [record] = (await log.list({ limit: 100 })).consents.filter((entry) => entry.phone === phone);
    expect(record?.timestamp).toBe('2026-11-23T15:01:00.000Z');
    expect(warnings.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({
        message: 'Inbound text timed by our clock: Twilio did not say when it arrived',
        messageSid: 'SMgone0000000000000000000000000003',
      }),
    ]);
  });

  it('within the second Twilio keeps, a STOP counts as late as it could be and a START as early; never after now', () => {
    const second = new Date('2026-11-23T15:00:10.000Z');
    const later = new Date('2026-11-23T15:00:30.000Z');
    expect(keywordTime(second, false, later).toISOString()).toBe('2026-11-23T15:00:10.999Z');
    expect(keywordTime(second, true, later).toISOString()).toBe('2026-11-23T15:00:10.000Z');
    expect(keywordTime(second, false, new Date('2026-11-23T15:00:10.400Z')).toISOString()).toBe(
      '2026-11-23T15:00:10.400Z',
    );
    expect(keywordTime(null, true, later)).toBe(later);
  });
});
