/**
 * The consent log and the phone status it sets (store/consent-log.ts, store/phone-status.ts), on
 * DynamoDB Local: the status follows the newest change by its time, whatever order the changes are
 * processed in, and a form's opt-in never replaces a STOP, even one written after the form's request
 * began; a refused change leaves the log and the status agreeing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config';
import type { ConsentLog, ConsentRecord } from '#src/ports/consent-log';
import type { PhoneStatuses } from '#src/ports/phone-status';
import { dynamoConsentLog } from '#src/store/consent-log';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoPhoneStatuses } from '#src/store/phone-status';
import { consentRecord } from '#test/consent-records';
import { useTestEnvironment } from '#test/dynamodb';

let log: ConsentLog;
let phones: PhoneStatuses;
beforeAll(async () => {
  const table = await useTestEnvironment();
  const client = createDocumentClient(parseConfig(process.env));
  log = dynamoConsentLog(client, table.tableName);
  phones = dynamoPhoneStatuses(client, table.tableName);
});

let records = 0;
function consent(phone: string, overrides: Partial<ConsentRecord>): ConsentRecord {
  records += 1;
  return consentRecord({ id: `consent${String(records).padStart(9, '0')}`, phone, ...overrides });
}
const stop = (phone: string, timestamp: string) =>
  consent(phone, { action: 'opt_out', source: 'sms_keyword', consentText: 'STOP', timestamp });

async function idsFor(phone: string): Promise<string[]> {
  const page = await log.list({ limit: 1000 });
  return page.consents.filter((record) => record.phone === phone).map((record) => record.id);
}

describe('the phone status a consent sets', () => {
  it("a form's opt-in never replaces a STOP, even one that came in after the form's request: nothing recorded", async () => {
    const phone = '+13055551001';
    // The opt-in read no STOP at 15:00:00; the STOP is written at 15:00:01, before the opt-in's write.
    const stopped = stop(phone, '2026-11-23T15:00:01.000Z');
    expect(await log.record({ record: stopped, messageSid: 'SMstore000000000000000000000001' })).toBe(
      'changed',
    );
    for (const source of ['opt_in_page', 'registration', 'project_form'] as const) {
      for (const timestamp of ['2026-11-23T15:00:00.000Z', '2026-11-23T15:00:02.000Z']) {
        expect(await log.record({ record: consent(phone, { source, timestamp }) })).toBe('superseded');
      }
    }
    expect(await phones.get(phone)).toBe('opted_out');
    expect(await idsFor(phone)).toEqual([stopped.id]);
  });

  it('a keyword older than the status on record is kept as proof and changes nothing; a newer one changes it', async () => {
    const phone = '+13055551002';
    await log.record({
      record: stop(phone, '2026-11-23T15:00:10.000Z'),
      messageSid: 'SMstore000000000000000000000002',
    });
    const lateStart = consent(phone, {
      source: 'sms_keyword',
      consentText: 'START',
      timestamp: '2026-11-23T15:00:05.000Z',
    });
    expect(await log.record({ record: lateStart, messageSid: 'SMstore000000000000000000000003' })).toBe(
      'superseded',
    );
    expect(await phones.get(phone)).toBe('opted_out');
    expect(await log.record({ record: lateStart, messageSid: 'SMstore000000000000000000000003' })).toBe(
      'duplicate',
    );

    const newerStart = consent(phone, {
      source: 'sms_keyword',
      consentText: 'START',
      timestamp: '2026-11-23T15:00:20.000Z',
    });
    expect(await log.record({ record: newerStart, messageSid: 'SMstore000000000000000000000004' })).toBe(
      'changed',
    );
    expect(await phones.get(phone)).toBe('opted_in');
    expect(await idsFor(phone)).toHaveLength(3);
  });
});
