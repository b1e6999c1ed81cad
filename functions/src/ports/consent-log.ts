import type { SmsConsentPage, SmsConsentRecord } from '@lienminder/shared';
import type { PhoneStatus } from './phone-status';

/**
 * One consent as the user gave it, or its withdrawal (SMS_COMPLIANCE.md "Consent"; spec "SMS consent
 * record"): kept at least 5 years and never edited; an opt-out is a new record, not a change to one.
 */
export interface ConsentRecord extends SmsConsentRecord {
  /** The account the consent was given through, and the project whose form showed it. */
  userId: string | null;
  projectId: string | null;
}

/** A keyword reply's record: Twilio's id of the inbound message makes a redelivery record nothing. */
export interface KeywordRecord {
  record: ConsentRecord;
  messageSid: string;
  /** The phone status the keyword leaves, written together with the record. */
  status: PhoneStatus;
}

/** The append-only proof log of SMS consents. */
export interface ConsentLog {
  /** Adds a record; never overwrites one. */
  append(record: ConsentRecord): Promise<void>;
  /**
   * Adds a keyword's record and sets the phone's status in one transaction, once per inbound
   * message: false when that message was recorded before (Twilio redelivers webhooks).
   */
  appendKeyword(keyword: KeywordRecord): Promise<boolean>;
  /** Newest first, `limit` at a time; `cursor` is a previous page's `nextCursor`. */
  list(page: { limit: number; cursor?: string }): Promise<SmsConsentPage>;
}

/** A cursor that no page of this log handed out. */
export class InvalidConsentCursor extends Error {}
