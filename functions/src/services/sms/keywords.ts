/**
 * SMS_COMPLIANCE.md "Keywords" (CTIA Messaging Principles): an inbound text is a keyword only when
 * the whole message, trimmed, is one of these words, in any case.
 */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
];
export const OPT_IN_KEYWORDS = ['START', 'SUBSCRIBE', 'UNSTOP', 'YES'];
export const HELP_KEYWORDS = ['HELP', 'INFO'];

export type KeywordKind = 'opt_out' | 'opt_in' | 'help' | 'other';

export function keywordKind(message: string): KeywordKind {
  const word = message.trim().toUpperCase();
  if (OPT_OUT_KEYWORDS.includes(word)) return 'opt_out';
  if (OPT_IN_KEYWORDS.includes(word)) return 'opt_in';
  if (HELP_KEYWORDS.includes(word)) return 'help';
  return 'other';
}
