/**
 * The token in the link a new sign-in email is sent (POST /api/account/email): it names the user,
 * the new address and the pending change it belongs to, and expires with it. A purpose-signed JWT
 * (services/signed-token.ts), so only this app could have made it; it is single use because the
 * change it names is taken off the user item by the write that makes the change, and a newer
 * request replaces it (store/email-changes.ts).
 */
import { isWholeNumber, readPurposeToken, signPurposeToken } from '#src/services/signed-token';

export interface EmailChangeClaims {
  userId: string;
  /** As typed (trimmed): the sign-in email it becomes. */
  newEmail: string;
  /** The pending change on the user item this link confirms. */
  changeId: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Fixed: the key for these tokens and nothing else; changing it voids every link already sent. */
const KEY_PURPOSE = 'lienminder email-change token v1';

export function signEmailChangeToken(secret: string, claims: EmailChangeClaims): string {
  return signPurposeToken(secret, KEY_PURPOSE, {
    sub: claims.userId,
    eml: claims.newEmail,
    cid: claims.changeId,
    exp: claims.expiresAt,
  });
}

/** The claims of a token this app signed that has not expired at `now`; null for anything else. */
export function readEmailChangeToken(secret: string, token: string, now: Date): EmailChangeClaims | null {
  const reading = readPurposeToken(secret, KEY_PURPOSE, token);
  if (!reading.ok) return null;
  const { sub, eml, cid, exp } = reading.claims;
  if (typeof sub !== 'string' || typeof eml !== 'string' || typeof cid !== 'string' || !isWholeNumber(exp)) {
    return null;
  }
  if (exp * 1000 <= now.getTime()) return null;
  return { userId: sub, newEmail: eml, changeId: cid, expiresAt: exp };
}
