/**
 * The consent shown beside each alert phone on the project form (spec section 6; SMS_COMPLIANCE.md
 * "Consent": brand, what is sent, how often, rates, STOP/HELP, terms and privacy). One constant
 * for the form and the server: the consent record stores exactly what the user was shown.
 */
export const PROJECT_PHONE_CONSENT_TEXT =
  'By checking this box, you agree to receive LienMinder deadline alerts for your projects by text at this number. Frequency varies with your deadlines. Msg & data rates may apply. Reply STOP to cancel, HELP for help. See our Terms and Privacy Policy.';
