import { createHash, randomBytes } from 'node:crypto';

/** The link's lifetime (spec section 9: 1 hour). */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/** What the table keeps of a token: its SHA-256, hex. A 256-bit random token needs no salt or slow hash. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 256 random bits, URL-safe (43 characters), and the hash to store. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}
