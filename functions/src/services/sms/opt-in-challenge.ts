/**
 * The challenge a public opt-in's proof of work must answer (shared opt-in-proof.ts, decision 024):
 * issued by `GET /sms/config` right before the form mints its stamp, so no stamp can be made ahead
 * of it and a stockpile of work is worth nothing. It is `<issued at, ms, base 36>.<random>.<MAC>`,
 * the MAC an HMAC-SHA256 under the session secret of the other two: issuing one writes nothing
 * (a public GET that wrote to the table would be a way to fill it), and checking it needs no read.
 * The opt-in then spends it, once (opt-in-proof.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '#src/ports/clock';

export interface OptInChallenges {
  /** A new challenge, issued now. */
  issue(): Promise<string>;
  /** When `challenge` was issued here; null when it was not issued here (its MAC fails). */
  issuedAt(challenge: string): Promise<Date | null>;
}

/** Keeps the challenge MAC apart from the session token's and the device cookie's, though all use the session secret. */
const PURPOSE = 'lienminder:sms-opt-in-challenge:';

export function hmacOptInChallenges(secret: () => Promise<string>, clock: Clock): OptInChallenges {
  const mac = async (issued: string, nonce: string) =>
    createHmac('sha256', await secret())
      .update(`${PURPOSE}${issued}.${nonce}`)
      .digest();

  return {
    async issue() {
      const issued = clock.now().getTime().toString(36);
      const nonce = randomBytes(16).toString('base64url');
      return `${issued}.${nonce}.${(await mac(issued, nonce)).toString('base64url')}`;
    },
    async issuedAt(challenge) {
      const [issued, nonce, signed, ...rest] = challenge.split('.');
      if (!issued || !nonce || !signed || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issued)) return null;
      const expected = await mac(issued, nonce);
      const given = Buffer.from(signed, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // base64url's last character of a 32-byte MAC carries two unused bits, so four spellings decode
      // to the same bytes: only the one we issued is the challenge, or one could be spent four times.
      if (given.toString('base64url') !== signed) return null;
      return new Date(Number.parseInt(issued, 36));
    },
  };
}
