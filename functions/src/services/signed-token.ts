/**
 * The signed part of a link that acts without a session (an alert's Mark as done, a new sign-in
 * email's confirmation): an HS256 JWT (RFC 7519) made with node:crypto like the session tokens
 * (auth/session-tokens.ts says why no JWT library). Each kind of link is signed with a key derived
 * from the app secret for its purpose alone (HKDF-SHA256, RFC 5869, with the purpose as `info`):
 * session tokens are HS256 JWTs under the app secret too, and with a derived key no token verifies
 * as another kind whatever its claims, while the app keeps one secret to store and rotate
 * (decision 003). Rotating that secret voids every link already sent along with every session.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Why a token opens nothing before its claims are read. */
export type SignedTokenRefusal = 'bad-signature' | 'malformed';

export type SignedTokenReading =
  | { ok: true; claims: Record<string, unknown> }
  | { ok: false; refusal: SignedTokenRefusal };

/** The only header issued or accepted: no algorithm choice is left to the token (RFC 8725 §3.1). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * A JWT's three parts are base64url without padding (RFC 7515 §2); anything else is not a token.
 * Also keeps the check cheap: no decoding of what cannot be one.
 */
const PART = /^[A-Za-z0-9_-]+$/;

function signature(secret: string, purpose: string, signingInput: string): Buffer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
  return createHmac('sha256', key).update(signingInput).digest();
}

/** The token carrying `claims`, signed for `purpose`. */
export function signPurposeToken(secret: string, purpose: string, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${signature(secret, purpose, signingInput).toString('base64url')}`;
}

/**
 * The claims of a token signed for `purpose`, as an object still to be checked field by field. The
 * signature is checked before the claims are read, so nothing of a forged token is parsed.
 */
export function readPurposeToken(secret: string, purpose: string, token: string): SignedTokenReading {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => PART.test(part)))
    return { ok: false, refusal: 'malformed' };
  const [header, payload, signed] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, refusal: 'malformed' };
  const expected = signature(secret, purpose, `${header}.${payload}`);
  const given = Buffer.from(signed, 'base64url');
  // Constant-time, and on the exact encoding: a re-encoded signature is not the token we issued.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, refusal: 'bad-signature' };
  }
  if (given.toString('base64url') !== signed) return { ok: false, refusal: 'bad-signature' };
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
      return { ok: false, refusal: 'malformed' };
    }
    return { ok: true, claims: claims as Record<string, unknown> };
  } catch {
    return { ok: false, refusal: 'malformed' };
  }
}

export const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
