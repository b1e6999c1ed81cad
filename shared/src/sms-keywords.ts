/**
 * What a text sent to the program's number asks for (docs/sms-compliance.md "Keywords"; CTIA Messaging
 * Principles and Best Practices, 5.1.1): the one list of the words and phrases that opt out, opt
 * back in or ask for help. The webhook acts on it (functions services/sms/inbound-sms.ts) and the
 * compliance page shows it.
 *
 * Since 11 April 2025 a consumer may revoke consent "using any reasonable method", and a reply
 * text using the words stop, quit, end, revoke, opt out, cancel or unsubscribe is per se
 * reasonable (47 CFR 64.1200(a)(10), FCC 24-24). So an opt-out word opts out wherever it stands in a
 * message, at any length, in any case and with any punctuation, and so does a plain request in other
 * words ("do not text me", "wrong number", "no más"). The error is chosen on purpose: a person
 * wrongly opted out replies START; a person texted after asking not to be is a TCPA claim and costs
 * the sender its number. Opting back in and HELP stay whole-message keywords: consent needs no such
 * latitude.
 */

/** Opt-out words, each counted as a word anywhere in the message ("OPT OUT", "opt-out" read as OPTOUT). */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
] as const;

/**
 * Plain requests to stop, in English and Spanish, each matched as whole consecutive words anywhere in
 * the message, as normalised: upper case, accents and apostrophes dropped ("don't" is DONT, "más"
 * is MAS).
 */
export const OPT_OUT_PHRASES = [
  'DONT TEXT',
  'DO NOT TEXT',
  'DONT MESSAGE',
  'DO NOT MESSAGE',
  'DONT CONTACT',
  'DO NOT CONTACT',
  'DONT SEND',
  'DO NOT SEND',
  'NO MORE TEXTS',
  'NO MORE MESSAGES',
  'REMOVE ME',
  'REMOVE MY NUMBER',
  'TAKE ME OFF',
  'TAKE MY NUMBER OFF',
  'OPT ME OUT',
  'WRONG NUMBER',
  'LEAVE ME ALONE',
  'NOT INTERESTED',
  'NO MAS',
  'BASTA',
  'NO ME ESCRIBAS',
  'NO ME ENVIES',
  'DE BAJA',
] as const;

export const OPT_IN_KEYWORDS = ['START', 'SUBSCRIBE', 'UNSTOP', 'YES'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

export type KeywordKind = 'opt_out' | 'opt_in' | 'help' | 'other';

/**
 * The message's words: upper case, accents dropped (NFD, then the marks), apostrophes dropped so
 * "don't" stays one word, everything else but letters and digits a separator; "OPT OUT" and
 * "OPT-OUT" read as the one keyword OPTOUT.
 */
function wordsOf(message: string): string[] {
  const plain = message
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’‘`´]/g, '')
    .replace(/\bOPT[^A-Z0-9]*OUT\b/g, 'OPTOUT');
  return plain.match(/[A-Z0-9]+/g) ?? [];
}

const PHRASE_WORDS = OPT_OUT_PHRASES.map((phrase) => phrase.split(' '));

function holdsPhrase(words: string[], phrase: string[]): boolean {
  return words.some((_, start) => phrase.every((word, offset) => words[start + offset] === word));
}

/** Whether the message asks to stop texts, in a keyword or in plain words. */
function isOptOutRequest(message: string): boolean {
  const words = wordsOf(message);
  return (
    words.some((word) => (OPT_OUT_KEYWORDS as readonly string[]).includes(word)) ||
    PHRASE_WORDS.some((phrase) => holdsPhrase(words, phrase))
  );
}

export function keywordKind(message: string): KeywordKind {
  // First: a message that both opts out and in ("stop, yes stop") is an opt-out.
  if (isOptOutRequest(message)) return 'opt_out';
  const [only, ...more] = wordsOf(message);
  if (only === undefined || more.length > 0) return 'other';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(only)) return 'opt_in';
  if ((HELP_KEYWORDS as readonly string[]).includes(only)) return 'help';
  return 'other';
}
