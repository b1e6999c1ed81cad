import { PRODUCT_METRICS } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import type { ConsentEntry, ConsentOutcome, ConsentRecord } from '#src/ports/consent-log';
import { consentRecord } from '#test/consent-records';
import { recordedMetrics } from '#test/recorded-metrics';
import { countedConsents } from './counted-consents';

// A keyword's record, as the consent log keeps it: only its action matters here.
const entry = (action: ConsentRecord['action']): ConsentEntry => ({
  record: consentRecord({
    id: 'c0000000000000001',
    phone: '+13055550101',
    userAgent: 'Twilio',
    consentText: 'STOP',
    action,
    source: 'sms_keyword',
  }),
});

/** A log that answers each record with the next outcome given. */
function logAnswering(...outcomes: ConsentOutcome[]) {
  const recorded: ConsentEntry[] = [];
  return {
    recorded,
    record: async (given: ConsentEntry) => {
      recorded.push(given);
      return outcomes.shift() ?? 'changed';
    },
  };
}

describe('counted consents', () => {
  it('counts an opt-in and an opt-out that changed the number, and passes each record on as it answered', async () => {
    const metrics = recordedMetrics();
    const log = logAnswering('changed', 'changed');
    const counted = countedConsents(log, metrics);
    expect(await counted.record(entry('opt_in'))).toBe('changed');
    expect(await counted.record(entry('opt_out'))).toBe('changed');
    expect(log.recorded.map(({ record }) => record.action)).toEqual(['opt_in', 'opt_out']);
    expect(metrics.measures).toEqual([
      { metric: PRODUCT_METRICS.smsOptIns, value: 1 },
      { metric: PRODUCT_METRICS.smsOptOuts, value: 1 },
    ]);
  });

  it('counts nothing for a redelivered keyword or a record a later change overtook', async () => {
    const metrics = recordedMetrics();
    const counted = countedConsents(logAnswering('duplicate', 'superseded'), metrics);
    expect(await counted.record(entry('opt_out'))).toBe('duplicate');
    expect(await counted.record(entry('opt_in'))).toBe('superseded');
    expect(metrics.measures).toEqual([]);
  });
});
