import type { SmsConsentPage, SmsConsentRecord } from '@lienminder/shared';

/**
 * One consent as the user gave it, or its withdrawal (docs/sms-compliance.md "Consent"; docs/product.md section 3, "SMS
 * consent record"): kept at least 5 years and never edited; an opt-out is a new record, not a change to one.
 */
export interface ConsentRecord extends SmsConsentRecord {
  /** The account the consent was given through, and the project whose form showed it. */
  userId: string | null;
  projectId: string | null;
}

export interface ConsentEntry {
  /**
   * Its `timestamp` orders it: when the consent reached us; for a keyword, when its text reached
   * Twilio (services/sms/inbound-sms.ts keywordTime).
   */
  record: ConsentRecord;
  /** A keyword's inbound message, Twilio's id: a redelivery of it records nothing. */
  messageSid?: string;
}

/**
 * What recording did:
 *   - `changed`: the record is kept and the phone's status is what it says;
 *   - `superseded`: the phone's status changed later than this record's time, or this is a form's
 *     opt-in and the number replied STOP: the status stands. A keyword's record is still kept (the
 *     proof that the text arrived; the log's newest record agrees with the status), a form's is not;
 *   - `duplicate`: the keyword message was recorded before (Twilio redelivers webhooks).
 */
export type ConsentOutcome = 'changed' | 'superseded' | 'duplicate';

/** The append-only proof log of SMS consents, and the phone status each record sets. */
export interface ConsentLog {
  /**
   * Adds a record and sets the phone's status to what it says in one transaction, so the status
   * never disagrees with the log, and conditionally, so that a change processed late (a START
   * held up behind a STOP, an opt-in around a STOP) never undoes a newer one. Never overwrites a
   * record.
   */
  record(entry: ConsentEntry): Promise<ConsentOutcome>;
  /** Newest first, `limit` at a time; `cursor` is a previous page's `nextCursor`. */
  list(page: { limit: number; cursor?: string }): Promise<SmsConsentPage>;
}

/**
 * The records given through some accounts' people (their `userId`), oldest first, from the month
 * `sinceMonth` (`yyyy-mm`) on: what an account's export holds. No index leads from a person to
 * their records, so each month's partition is read through; consents are few (one a phone and
 * change), and an export is rare.
 */
export interface ConsentHistory {
  givenThrough(userIds: readonly string[], sinceMonth: string): Promise<SmsConsentRecord[]>;
}

/** Recording alone: what a project save needs of the log. */
export type ConsentRecorder = Pick<ConsentLog, 'record'>;

/** A cursor that no page of this log handed out. */
export class InvalidConsentCursor extends Error {}
