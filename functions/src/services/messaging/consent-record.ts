/**
 * One record of the consent log (ports/consent-log.ts; docs/sms-compliance.md "Consent"), built the
 * same way whichever way the consent or its withdrawal came: a project form, the opt-in page or
 * registration, a keyword text, a carrier's opt-out. Each states the program as every record does.
 */
import type { ConsentRecord } from '#src/ports/consent-log';
import type { IdGenerator } from '#src/ports/ids';
import { consentProgram } from './sms-program';

/** The browser (or webhook caller) the consent came through, as the record keeps it. */
export interface ConsentOrigin {
  ip: string;
  userAgent: string;
}

/** What differs between records: who, which words, what was done, where, when. */
export interface ConsentGiven
  extends Pick<
    ConsentRecord,
    'phone' | 'name' | 'consentText' | 'action' | 'source' | 'userId' | 'projectId'
  > {
  origin: ConsentOrigin;
  /** When the consent reached us (for a keyword, when its text reached Twilio). */
  at: Date;
}

export function consentRecord(
  deps: { ids: IdGenerator; publicUrl: URL },
  given: ConsentGiven,
): ConsentRecord {
  const { origin, at, ...said } = given;
  return {
    id: deps.ids.newId(),
    ...said,
    ip: origin.ip,
    userAgent: origin.userAgent,
    timestamp: at.toISOString(),
    ...consentProgram(deps.publicUrl),
  };
}
