/**
 * What an inbound text asks for (SMS_COMPLIANCE.md "Keywords"; CTIA Messaging Principles and Best
 * Practices, 5.1.1). Since 11 April 2025 the FCC's TCPA rules let a consumer revoke consent "by any
 * reasonable means" and name the words stop, quit, end, revoke, opt out, cancel and unsubscribe as
 * such a means in a reply text (47 CFR 64.1200(a)(10), FCC 24-24). So an opt-out word counts in
 * any case, with any punctuation, and inside a short message ("STOP please", "Stop.", "opt-out");
 * in a longer message it may be chance ("what is the end date?"), and the FCC allows one reply
 * asking the sender to confirm instead (FCC 24-24): that is `confirm_opt_out`. Opting back in and
 * HELP stay whole-message keywords: consent needs no such latitude.
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

/** A message of at most this many words that holds an opt-out word is an opt-out. */
const SHORT_MESSAGE_WORDS = 5;

export type KeywordKind = 'opt_out' | 'confirm_opt_out' | 'opt_in' | 'help' | 'other';

/**
 * The message's words in upper case, punctuation and emoji dropped; "OPT OUT" and "OPT-OUT" read as
 * the one keyword OPTOUT.
 */
function wordsOf(message: string): string[] {
  const letters = message.toUpperCase().replace(/\bOPT[^A-Z]*OUT\b/g, 'OPTOUT');
  return letters.match(/[A-Z]+/g) ?? [];
}

export function keywordKind(message: string): KeywordKind {
  const words = wordsOf(message);
  if (words.some((word) => OPT_OUT_KEYWORDS.includes(word))) {
    return words.length <= SHORT_MESSAGE_WORDS ? 'opt_out' : 'confirm_opt_out';
  }
  const [only, ...more] = words;
  if (only === undefined || more.length > 0) return 'other';
  if (OPT_IN_KEYWORDS.includes(only)) return 'opt_in';
  if (HELP_KEYWORDS.includes(only)) return 'help';
  return 'other';
}
