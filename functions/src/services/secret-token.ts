import { createHash, randomBytes } from 'node:crypto';

/**
 * What the table keeps of a bearer token (a password reset link, a calendar feed address): its
 * SHA-256, hex. A 256-bit random token needs no salt or slow hash, and a copy of the table opens
 * nothing.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 256 random bits, URL-safe (43 characters of base64url), and the hash to store. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

/** The shape `newSecretToken` writes: anything else was never issued, and needs no table read. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
