/**
 * The registration form's SMS consent (SMS_COMPLIANCE.md): names the brand, what is sent, how
 * often, rates, and STOP/HELP. The terms page quotes the same program description.
 */
export const SMS_CONSENT_TEXT =
  'I agree to receive SMS deadline alerts and account notifications from LienMinder at the phone number above. Message frequency varies with my deadlines. Msg & data rates may apply. Reply STOP to cancel, HELP for help.';
