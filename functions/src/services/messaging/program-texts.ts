/**
 * The program's own texts (docs/sms-compliance.md "Consent" and "Keywords"): each names the brand, fits
 * one GSM-7 segment (160 characters, plain ASCII) and says how to stop or get help.
 */
import { SUPPORT_EMAIL } from '@lienminder/shared';

export const PROGRAM_TEXTS = {
  /** After an opt-in (page, registration, START): brand, what, how often, rates, STOP/HELP. */
  confirmation:
    'LienMinder: You are subscribed to deadline alerts for your projects. Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to cancel.',
  optedOut: 'LienMinder: You are unsubscribed and will receive no more messages. Reply START to resubscribe.',
  help: `LienMinder: Florida lien deadline alerts for your projects. Help: ${SUPPORT_EMAIL}. Msg & data rates may apply. Reply STOP to cancel.`,
  other: 'LienMinder: Reply HELP for help or STOP to opt out.',
} as const;
