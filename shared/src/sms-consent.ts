/**
 * The SMS program's consent texts (docs/sms-compliance.md "Consent": brand, what is sent, how often,
 * rates, STOP/HELP, terms and privacy). One source for the forms that show them and the server that
 * records them: a consent record stores exactly the text its form showed.
 */

/**
 * The server-owned opt-in text (`GET /sms/config`), shown on the opt-in page and beside the
 * registration form's SMS box; the terms page quotes the same program description.
 */
export const SMS_CONSENT_TEXT =
  'I agree to receive SMS deadline alerts and account notifications from LienMinder at the phone number above. Message frequency varies with my deadlines. Msg & data rates may apply. Reply STOP to cancel, HELP for help.';

/** The consent shown beside each alert phone on the project form (docs/product.md section 6). */
export const PROJECT_PHONE_CONSENT_TEXT =
  'By checking this box, you agree to receive LienMinder deadline alerts for your projects by text at this number. Frequency varies with your deadlines. Msg & data rates may apply. Reply STOP to cancel, HELP for help. See our Terms and Privacy Policy.';

/**
 * What a consent is for (docs/product.md section 3, "SMS consent record": the record's program type admits
 * 'marketing' and at least one other value). LienMinder sends deadline alerts only.
 */
export const SMS_PROGRAM_TYPES = ['deadline_alerts', 'marketing'] as const;
export type SmsProgramType = (typeof SMS_PROGRAM_TYPES)[number];

/** How often the program texts, as every consent record states it. */
export const SMS_FREQUENCY = 'Varies with your deadlines';

/** The pages the consent text points to, under the public URL. */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

/**
 * Where a consent (or its withdrawal) was given: docs/sms-compliance.md "Consent", keyword replies, and
 * `carrier_opt_out`: Twilio refused a text with error 21610, the number having unsubscribed at the
 * carrier (a STOP sent to another of the sender's numbers, or the carrier's own block).
 */
export const CONSENT_SOURCES = [
  'registration',
  'opt_in_page',
  'project_form',
  'sms_keyword',
  'carrier_opt_out',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** A consent given, or withdrawn by STOP (a new record: nothing is ever edited). */
export const CONSENT_ACTIONS = ['opt_in', 'opt_out'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
