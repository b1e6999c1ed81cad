/**
 * What makes the consent log's admin password too weak to start with. The admin page is a single
 * password on the open internet (HTTP Basic, no second factor), guarded by per-address and
 * per-account attempt limits (services/sms/admin-consents.ts); those limits slow guessing, they do
 * not make a guessable password safe.
 *
 * The rules follow NIST SP 800-63B-4 section 3.1.1.2: at least 15 characters for a password that is
 * the only factor, no composition rules, and a check against values known to be common or
 * compromised. The blocklist here is the part of such a list that still passes the length rule:
 * common words and defaults padded with runs of keys or digits ("Password123456!", "adminadmin...").
 * A full estimator (zxcvbn) would add about 800 KB of dictionaries to every function that reads the
 * app secret, against a 250 KB bundle budget (docs/decisions/006), to judge one value an operator
 * sets once; these rules catch the defaults and patterns an attacker tries first.
 */

const ADMIN_PASSWORD_MIN_LENGTH = 15;
/** What must be left once common words and key runs are taken out. */
const MIN_UNPATTERNED = 10;
const MIN_DISTINCT = 8;

/** Words that defaults and first guesses are made of (lower case). */
const COMMON_WORDS = [
  'password',
  'passw0rd',
  'admin',
  'administrator',
  'root',
  'changeme',
  'letmein',
  'welcome',
  'secret',
  'default',
  'qwerty',
  'lienminder',
  'consent',
  'iloveyou',
  'monkey',
  'dragon',
  'master',
  'login',
];

/** Rows a hand runs along: three or more neighbours from one of these, either way, are a pattern. */
const KEY_RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Why `password` is too weak for the admin of `username`, or null when it will do. */
export function weakAdminPasswordReason(username: string, password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  }
  const lower = password.toLowerCase();
  if (username !== '' && lower.includes(username.toLowerCase())) return 'must not contain the username';
  if (new Set(lower).size < MIN_DISTINCT) return `must use at least ${MIN_DISTINCT} different characters`;
  if (withoutPatterns(lower).length < MIN_UNPATTERNED) {
    return 'is a common password or built from common words and key runs';
  }
  return null;
}

/** `lower` with every common word, every key run of three or more, and every repeat taken out. */
function withoutPatterns(lower: string): string {
  let rest = lower;
  for (const word of COMMON_WORDS) rest = rest.replaceAll(word, '');
  rest = rest.replace(/(.)\1+/g, '$1');
  let kept = '';
  let at = 0;
  while (at < rest.length) {
    const run = keyRunLength(rest, at);
    if (run >= 3) at += run;
    else kept += rest[at++];
  }
  return kept;
}

/** How many characters from `at` follow one another on a key row (or in reverse): at least 1. */
function keyRunLength(text: string, at: number): number {
  let best = 1;
  for (const row of KEY_RUNS) {
    for (const line of [row, [...row].reverse().join('')]) {
      let length = 1;
      const position = line.indexOf(text[at] ?? '');
      while (
        position >= 0 &&
        line[position + length] !== undefined &&
        text[at + length] === line[position + length]
      ) {
        length += 1;
      }
      if (position >= 0) best = Math.max(best, length);
    }
  }
  return best;
}
