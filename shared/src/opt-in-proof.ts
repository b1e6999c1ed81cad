/**
 * The public SMS opt-in's proof of work: a hashcash stamp (Adam Back, "Hashcash - A Denial of
 * Service Counter-Measure", 2002; stamp format version 1 of hashcash.org) bound to the number it
 * opts in and to the minute it was made:
 *
 *   1:<bits>:<yyMMddHHmm, UTC>:<E.164 phone>::<random>:<counter>
 *
 * whose SHA-256 starts with `bits` zero bits. Finding one takes about 2^bits hashes; checking it,
 * one. The browser finds it while the person submits (a fraction of a second at the default 16
 * bits) and the server checks it, once only, before anything is recorded or texted, so each opt-in
 * costs its caller real work and a stamp cannot be reused or made ahead for long (decision 019).
 * The browser and the server share this module; hashing is WebCrypto's, in both.
 */

export const OPT_IN_PROOF_VERSION = '1';

export interface OptInProofStamp {
  bits: number;
  /** yyMMddHHmm in UTC. */
  date: string;
  phone: string;
  random: string;
  counter: string;
}

const STAMP = /^1:(\d{1,2}):(\d{10}):(\+[1-9]\d{7,14})::([A-Za-z0-9_-]{8,64}):(\d{1,12})$/;

export function parseOptInProof(stamp: string): OptInProofStamp | null {
  const match = STAMP.exec(stamp);
  if (!match) return null;
  const [, bits = '', date = '', phone = '', random = '', counter = ''] = match;
  return { bits: Number(bits), date, phone, random, counter };
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

/** Finds a stamp of `bits` for `phone` (E.164) at `now`: what the opt-in form does before it posts. */
export async function mintOptInProof(phone: string, bits: number, now: Date): Promise<string> {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const prefix = `${OPT_IN_PROOF_VERSION}:${bits}:${stampDate(now)}:${phone}::${random}:`;
  for (let start = 0; ; start += BATCH) {
    const stamps = Array.from({ length: BATCH }, (_, index) => `${prefix}${start + index}`);
    const zeros = await Promise.all(stamps.map(stampZeroBits));
    const found = zeros.findIndex((count) => count >= bits);
    if (found >= 0) return stamps[found] as string;
  }
}
