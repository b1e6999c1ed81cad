/** The SMS program's API shapes (spec section 3: SMS config, opt-in result, SMS consent record). */
import type { ConsentAction, ConsentSource, SmsProgramType } from './sms-consent';

/**
 * `GET /sms/config`: the one server-owned consent text and the pages it links; ours beyond the
 * spec's three fields, the zero bits the opt-in's proof of work needs (opt-in-proof.ts).
 */
export interface SmsConfig {
  consentText: string;
  termsUrl: string;
  privacyUrl: string;
  proofBits: number;
}

/** `POST /sms/opt-in`. */
export interface SmsOptInResult {
  success: boolean;
  /** Whether the confirmation text was handed over for delivery. */
  smsSent: boolean;
  message: string;
}

/** One record of the append-only consent log, as the admin page lists and exports it. */
export interface SmsConsentRecord {
  id: string;
  /** null when none was given. */
  name: string | null;
  /** E.164. */
  phone: string;
  ip: string;
  userAgent: string;
  /** UTC, ISO 8601. */
  timestamp: string;
  programType: SmsProgramType;
  frequency: string;
  termsUrl: string;
  privacyUrl: string;
  /** Exactly the text shown beside the box, or the keyword message that opted in or out. */
  consentText: string;
  action: ConsentAction;
  source: ConsentSource;
}

/** `GET /sms/admin/consents`: newest first; `nextCursor` fetches the next page, null at the end. */
export interface SmsConsentPage {
  consents: SmsConsentRecord[];
  nextCursor: string | null;
}
