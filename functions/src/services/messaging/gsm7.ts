/**
 * GSM-7, the alphabet an SMS segment of 160 characters is counted in (3GPP TS 23.038; the limit is
 * SMS_MAX_LENGTH, docs/sms-compliance.md "Sending": "at most 160"). One character outside it turns
 * the whole text into UCS-2, 70 characters a segment; the extension table's characters (`{`, `€`,
 * `[` ...) fit, but each takes an escape and itself: two of the 160. Pure.
 */

const BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const EXTENSION = new Set('\f^{}\\[~]|€');

/** Typographic marks phones and word processors put in names, as the plain ones GSM-7 has. */
const TYPOGRAPHIC: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

const inAlphabet = (character: string) => BASIC.has(character) || EXTENSION.has(character);

/**
 * Text an SMS carries in GSM-7: typographic quotes and dashes made plain, accents taken off where
 * GSM-7 lacks the accented letter ("Ñandú" reads "Ñandu"), and anything else (an emoji, a CJK
 * character) dropped, so that no name can switch a text to UCS-2. Runs of white space become one.
 */
export function toGsm7(text: string): string {
  return [...text]
    .map((character) => {
      if (inAlphabet(character)) return character;
      const plain = TYPOGRAPHIC[character] ?? character.normalize('NFD').replace(/\p{Mn}/gu, '');
      if (/^\s$/u.test(plain)) return ' ';
      return [...plain].every(inAlphabet) ? plain : '';
    })
    .join('')
    .replace(/\s+/g, ' ');
}

/** The septets a GSM-7 text takes: two for an extension character, one for any other. */
export function gsm7Length(text: string): number {
  let septets = 0;
  for (const character of text) septets += EXTENSION.has(character) ? 2 : 1;
  return septets;
}

/**
 * The longest start of `text` that takes at most `septets`, followed by "..." when cut (the
 * ellipsis counted within): a name or a message shortened to fit its segment.
 */
export function shortenedTo(text: string, septets: number): string {
  if (gsm7Length(text) <= septets) return text;
  const room = septets - 3;
  if (room < 0) return '';
  let kept = '';
  let used = 0;
  for (const character of text) {
    const cost = EXTENSION.has(character) ? 2 : 1;
    if (used + cost > room) break;
    kept += character;
    used += cost;
  }
  return `${kept.trimEnd()}...`;
}
