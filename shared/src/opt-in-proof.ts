/**
 * The public SMS opt-in's proof of work: a hashcash stamp (Adam Back, "Hashcash - A Denial of
 * Service Counter-Measure", 2002; stamp format version 1 of hashcash.org) bound to the number it
 * opts in, to the minute it was made, and to a challenge the server issued (`GET /sms/config`'s
 * `proofChallenge`, in hashcash's extension field):
 *
 *   1:<bits>:<yyMMddHHmm, UTC>:<E.164 phone>:<challenge>:<random>:<counter>
 *
 * whose SHA-256 starts with `bits` zero bits. Finding one takes about 2^bits hashes; checking it,
 * one. The browser finds it while the person submits (a fraction of a second at the default 16
 * bits) and the server checks it before anything is recorded or texted, and takes each challenge
 * once, so each opt-in costs its caller real work done after the server asked for it: no stamp
 * can be made ahead of its challenge (decisions 019 and 024).
 * The browser and the server share this module; hashing is WebCrypto's, in both.
 */

export const OPT_IN_PROOF_VERSION = '1';

export interface OptInProofStamp {
  bits: number;
  /** yyMMddHHmm in UTC. */
  date: string;
  phone: string;
  /** The server's challenge the stamp answers (services/sms/opt-in-challenge.ts). */
  challenge: string;
  random: string;
  counter: string;
}

/** What a challenge may hold: no `:`, which separates the stamp's fields. */
export const OPT_IN_CHALLENGE = /^[A-Za-z0-9_.-]{1,100}$/;

const STAMP =
  /^1:(\d{1,2}):(\d{10}):(\+[1-9]\d{7,14}):([A-Za-z0-9_.-]{1,100}):([A-Za-z0-9_-]{8,64}):(\d{1,12})$/;

export function parseOptInProof(stamp: string): OptInProofStamp | null {
  const match = STAMP.exec(stamp);
  if (!match) return null;
  const [, bits = '', date = '', phone = '', challenge = '', random = '', counter = ''] = match;
  return { bits: Number(bits), date, phone, challenge, random, counter };
}

/** The stamp's minute, yyMMddHHmm in UTC (hashcash's date field), as an instant. */
export function proofMinute(date: string): Date {
  const [yy, mm, dd, hh, mi] = (date.match(/\d\d/g) ?? []).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(2000 + yy, mm - 1, dd, hh, mi));
}

export function stampDate(now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    two(now.getUTCFullYear() % 100) +
    two(now.getUTCMonth() + 1) +
    two(now.getUTCDate()) +
    two(now.getUTCHours()) +
    two(now.getUTCMinutes())
  );
}

/** How many zero bits the digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const encoder = new TextEncoder();

export async function stampZeroBits(stamp: string): Promise<number> {
  return leadingZeroBits(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(stamp))));
}

/** Hashes tried side by side: WebCrypto answers each asynchronously, and a batch keeps it busy. */
const BATCH = 256;

/**
 * Finds a stamp of `bits` for `phone` (E.164) at `now`, answering the server's `challenge`: what the
 * opt-in form does before it posts.
 */
export async function mintOptInProof(
  phone: string,
  bits: number,
  now: Date,
  challenge: string,
): Promise<string> {
  if (!OPT_IN_CHALLENGE.test(challenge)) throw new Error('Not an opt-in challenge');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const prefix = `${OPT_IN_PROOF_VERSION}:${bits}:${stampDate(now)}:${phone}:${challenge}:${random}:`;
  for (let start = 0; ; start += BATCH) {
    const stamps = Array.from({ length: BATCH }, (_, index) => `${prefix}${start + index}`);
    const zeros = await Promise.all(stamps.map(stampZeroBits));
    const found = zeros.findIndex((count) => count >= bits);
    if (found >= 0) return stamps[found] as string;
  }
}
