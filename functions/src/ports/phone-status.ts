/** `opted_out` after STOP (and its synonyms), `opted_in` after START or a new consent. */
export type PhoneStatus = 'opted_in' | 'opted_out';

/**
 * The latest state of a phone number (docs/sms-compliance.md "Keywords"). Only the consent log changes
 * it (ports/consent-log.ts), together with the record that says why.
 */
export interface PhoneStatuses {
  /** null when the number has never texted a keyword or opted in through a form. */
  get(e164: string): Promise<PhoneStatus | null>;
}
