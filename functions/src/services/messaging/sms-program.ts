/**
 * The SMS program as every consent record and the opt-in page state it (docs/sms-compliance.md
 * "Consent"): the server-owned consent text and the terms and privacy pages under the public URL.
 */
import {
  PRIVACY_PATH,
  SMS_CONSENT_TEXT,
  SMS_FREQUENCY,
  type SmsConfig,
  TERMS_PATH,
} from '@lienminder/shared';

export function smsProgram(publicUrl: URL): Omit<SmsConfig, 'proofBits' | 'proofChallenge'> {
  return {
    consentText: SMS_CONSENT_TEXT,
    termsUrl: new URL(TERMS_PATH, publicUrl).href,
    privacyUrl: new URL(PRIVACY_PATH, publicUrl).href,
  };
}

/** The program as each consent record states it, whichever way the consent came (form, page or text). */
export function consentProgram(publicUrl: URL) {
  const { termsUrl, privacyUrl } = smsProgram(publicUrl);
  return { programType: 'deadline_alerts' as const, frequency: SMS_FREQUENCY, termsUrl, privacyUrl };
}
