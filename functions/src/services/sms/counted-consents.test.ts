import { PRODUCT_METRICS } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import type { ConsentEntry, ConsentOutcome, ConsentRecord } from '#src/ports/consent-log';
import { recordedMetrics } from '#test/recorded-metrics';
import { countedConsents } from './counted-consents';

const entry = (action: ConsentRecord['action']): ConsentEntry => ({
  record: {
    id: 'c0000000000000001',
    name: null,
    phone: '+13055550101',
    ip: '203.0.113.7',
    userAgent: 'Twilio',
    timestamp: '2026-11-23T15:00:00.000Z',
    programType: 'deadline_alerts',
    frequency: 'Varies with your deadlines',
    termsUrl: 'http://localhost:3000/terms',
    privacyUrl: 'http://localhost:3000/privacy',
    consentText: 'STOP',
    action,
    source: 'sms_keyword',
    userId: null,
    projectId: null,
  },
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
