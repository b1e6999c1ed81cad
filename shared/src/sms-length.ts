/**
 * One SMS segment: at most 160 GSM-7 characters (docs/sms-compliance.md "Sending"). Its own module, free of schemas, so
 * code that only measures a text (the alert sender) does not bundle zod.
 */
export const SMS_MAX_LENGTH = 160;
