/** The consent shown beside each alert phone (spec section 2; SMS_COMPLIANCE.md): what, where, cost, how to stop. */
export const SMS_CONSENT_TEXT =
  'I agree to receive informational text messages about deadline alerts at this number. Message and data rates may apply. Reply STOP to opt out.';
