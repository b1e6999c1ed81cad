/**
 * Deadline-done tokens: the signed part of an alert email's "Mark as done" link. One token opens one
 * deadline of one project of one account, without signing in, until `expiresAt` (the signer picks
 * it: a while after the deadline's legal last day), for the one recipient it was emailed to: the
 * done route asks whether that recipient may still act on the project (recipient-standing.ts), so
 * the link ends when the address leaves the alert list, its person leaves the team, or the owner
 * resets the password. It is a purpose-signed JWT (services/signed-token.ts): a done token someone
 * forwarded, or a crafted claim set, is no step to a session, nor a session to a done token. The
 * tests check it against jose both ways.
 */
import { isWholeNumber, readPurposeToken, signPurposeToken } from '#src/services/signed-token';

export interface DeadlineDoneClaims {
  /** The account (its owner's user id) whose project it is. */
  userId: string;
  projectId: string;
  deadlineId: string;
  /** The address the email went to, lower-case: the link is that recipient's alone. */
  recipient: string;
  /** The owner's `sessionVersion` when signed: a password reset bumps it and ends the link. */
  accountVersion: number;
  /** ISO instant, whole seconds: when signed. A removal from the team after it ends the link. */
  issuedAt: string;
  /** ISO instant, whole seconds (the token carries seconds, as JWT `exp` does). */
  expiresAt: string;
}

/** Why a token opens nothing: the page says which (an expired link is not a forged one). */
export type DeadlineDoneRefusal = 'expired' | 'bad-signature' | 'malformed';

export type DeadlineDoneVerification =
  | { ok: true; claims: DeadlineDoneClaims }
  | { ok: false; refusal: DeadlineDoneRefusal };

/**
 * Fixed: the key for these tokens and nothing else. Changing it voids every link already sent: v1's
 * tokens, one per deadline for every recipient, named no recipient and outlived all three ends.
 */
const KEY_PURPOSE = 'lienminder deadline-done token v2';

/** Whole seconds of an ISO instant, as JWT `iat` and `exp` carry it. */
function secondsOf(name: string, instant: string): number {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new TypeError(`${name} is not an instant: ${instant}`);
  return Math.floor(ms / 1000);
}

export function signDeadlineDoneToken(secret: string, claims: DeadlineDoneClaims): string {
  return signPurposeToken(secret, KEY_PURPOSE, {
    sub: claims.userId,
    pid: claims.projectId,
    did: claims.deadlineId,
    rcp: claims.recipient.toLowerCase(),
    sv: claims.accountVersion,
    iat: secondsOf('issuedAt', claims.issuedAt),
    exp: secondsOf('expiresAt', claims.expiresAt),
  });
}

function readClaims(
  claims: Record<string, unknown>,
): Omit<DeadlineDoneClaims, 'issuedAt' | 'expiresAt'> & { iat: number; exp: number } {
  const { sub, pid, did, rcp, sv, iat, exp } = claims;
  if (
    typeof sub !== 'string' ||
    typeof pid !== 'string' ||
    typeof did !== 'string' ||
    typeof rcp !== 'string'
  ) {
    throw new TypeError('a claim is missing');
  }
  if (!isWholeNumber(sv) || !isWholeNumber(iat) || !isWholeNumber(exp)) {
    throw new TypeError('sv, iat or exp is not a whole number');
  }
  return { userId: sub, projectId: pid, deadlineId: did, recipient: rcp, accountVersion: sv, iat, exp };
}

/**
 * The token's claims if it is one we signed and `now` is before its expiry. The signature is
 * checked before the claims are read, so nothing from a forged token is parsed.
 */
export function verifyDeadlineDoneToken(secret: string, token: string, now: Date): DeadlineDoneVerification {
  const reading = readPurposeToken(secret, KEY_PURPOSE, token);
  if (!reading.ok) return reading;
  let read: ReturnType<typeof readClaims>;
  try {
    read = readClaims(reading.claims);
  } catch {
    return { ok: false, refusal: 'malformed' };
  }
  const { iat, exp, ...claims } = read;
  if (exp * 1000 <= now.getTime()) return { ok: false, refusal: 'expired' };
  const instant = (seconds: number) => new Date(seconds * 1000).toISOString();
  return { ok: true, claims: { ...claims, issuedAt: instant(iat), expiresAt: instant(exp) } };
}
