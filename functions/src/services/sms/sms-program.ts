/**
 * The SMS program as every consent record and the opt-in page state it (SMS_COMPLIANCE.md
 * "Consent"): the server-owned consent text and the terms and privacy pages under the public URL.
 */
import { PRIVACY_PATH, SMS_CONSENT_TEXT, type SmsConfig, TERMS_PATH } from '@lienminder/shared';

export function smsProgram(publicUrl: URL): Omit<SmsConfig, 'proofBits'> {
  return {
    consentText: SMS_CONSENT_TEXT,
    termsUrl: new URL(TERMS_PATH, publicUrl).href,
    privacyUrl: new URL(PRIVACY_PATH, publicUrl).href,
  };
}
