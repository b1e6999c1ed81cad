/** Consent-log records for tests that write the log directly rather than through the SMS program. */
import type { ConsentRecord } from '#src/ports/consent-log';
import { TEST_PUBLIC_URL } from './dynamodb';

/** A record of an opt-in on the opt-in page, as the consent log keeps it; `fields` sets what a test varies. */
export function consentRecord(
  fields: Pick<ConsentRecord, 'id' | 'phone'> & Partial<ConsentRecord>,
): ConsentRecord {
  return {
    name: null,
    ip: '198.51.100.7',
    userAgent: 'Mozilla/5.0',
    timestamp: '2026-11-23T15:00:00.000Z',
    consentText: 'I agree',
    programType: 'deadline_alerts',
    frequency: 'Varies with your deadlines',
    termsUrl: `${TEST_PUBLIC_URL}/terms`,
    privacyUrl: `${TEST_PUBLIC_URL}/privacy`,
    action: 'opt_in',
    source: 'opt_in_page',
    userId: null,
    projectId: null,
    ...fields,
  };
}
