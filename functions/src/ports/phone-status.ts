/** `opted_out` after STOP (and its synonyms), `opted_in` after START or a new consent. */
export type PhoneStatus = 'opted_in' | 'opted_out';

/** The latest keyword state of a phone number (SMS_COMPLIANCE.md "Keywords"). */
export interface PhoneStatuses {
  /** null when the number has never texted a keyword or opted in through the opt-in page. */
  get(e164: string): Promise<PhoneStatus | null>;
  set(e164: string, status: PhoneStatus, at: Date): Promise<void>;
}
