/** Where a consent was given (SMS_COMPLIANCE.md "Consent"). */
export type ConsentSource = 'registration' | 'opt_in_page' | 'project_form';

/**
 * One consent as the user gave it (SMS_COMPLIANCE.md "Consent"; spec "SMS consent record"): kept
 * at least 5 years and never edited; an opt-out is a new record, not a change to this one.
 */
export interface ConsentRecord {
  id: string;
  /** E.164. */
  phone: string;
  /** null when none was given (the project form asks for none). */
  name: string | null;
  ip: string;
  userAgent: string;
  /** UTC, ISO 8601. */
  timestamp: string;
  /** Exactly the text shown beside the box. */
  consentText: string;
  programType: 'deadline_alerts';
  frequency: string;
  termsUrl: string;
  privacyUrl: string;
  source: ConsentSource;
  /** The account the consent was given through, and the project whose form showed it. */
  userId: string | null;
  projectId: string | null;
}

/** The append-only proof log of SMS consents. */
export interface ConsentLog {
  /** Adds a record; never overwrites one. */
  append(record: ConsentRecord): Promise<void>;
}
