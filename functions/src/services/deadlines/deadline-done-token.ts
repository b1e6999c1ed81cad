/**
 * Deadline-done tokens: the signed part of an alert email's "Mark as done" link. One token opens one
 * deadline of one project of one account, without signing in, until `expiresAt` (the signer picks
 * it: a while after the deadline's legal last day), for the one recipient it was emailed to: the
 * done route asks whether that recipient may still act on the project (recipient-standing.ts), so
 * the link ends when the address leaves the alert list, its person leaves the team, or the owner
 * resets the password. It is an HS256 JWT (RFC 7519) made with node:crypto
 * like the session tokens (session-tokens.ts says why no JWT library); the tests check it against
 * jose both ways.
 *
 * The key is not the app secret itself but one derived from it for this purpose alone (HKDF-SHA256,
 * RFC 5869, with its own `info`). Session tokens are HS256 JWTs under the app secret too: were both
 * signed with the same key, a done token someone forwarded, or a crafted claim set, would be one
 * step from a session, and a session from a done token. With a derived key neither verifies as the
 * other whatever its claims, and the app keeps one secret to store and rotate (decision 003).
 * Rotating that secret voids the links in emails already sent along with every session.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

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

/** The only header issued or accepted: no algorithm choice is left to the token (RFC 8725 §3.1). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * A JWT's three parts are base64url without padding (RFC 7515 §2); anything else is not a token.
 * Also keeps the check cheap: no decoding of what cannot be one.
 */
const PART = /^[A-Za-z0-9_-]+$/;

function doneKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_PURPOSE, 32));
}

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', doneKey(secret)).update(signingInput).digest();
}

/** Whole seconds of an ISO instant, as JWT `iat` and `exp` carry it. */
function secondsOf(name: string, instant: string): number {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new TypeError(`${name} is not an instant: ${instant}`);
  return Math.floor(ms / 1000);
}

export function signDeadlineDoneToken(secret: string, claims: DeadlineDoneClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      sub: claims.userId,
      pid: claims.projectId,
      did: claims.deadlineId,
      rcp: claims.recipient.toLowerCase(),
      sv: claims.accountVersion,
      iat: secondsOf('issuedAt', claims.issuedAt),
      exp: secondsOf('expiresAt', claims.expiresAt),
    }),
  ).toString('base64url');
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

function readClaims(
  payload: string,
): Omit<DeadlineDoneClaims, 'issuedAt' | 'expiresAt'> & { iat: number; exp: number } {
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof claims !== 'object' || claims === null) throw new TypeError('claims are not an object');
  const { sub, pid, did, rcp, sv, iat, exp } = claims as Record<string, unknown>;
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
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => PART.test(part)))
    return { ok: false, refusal: 'malformed' };
  const [header, payload, signed] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, refusal: 'malformed' };
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(signed, 'base64url');
  // Constant-time, and on the exact encoding: a re-encoded signature is not the token we issued.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, refusal: 'bad-signature' };
  }
  if (given.toString('base64url') !== signed) return { ok: false, refusal: 'bad-signature' };
  let read: ReturnType<typeof readClaims>;
  try {
    read = readClaims(payload);
  } catch {
    return { ok: false, refusal: 'malformed' };
  }
  const { iat, exp, ...claims } = read;
  if (exp * 1000 <= now.getTime()) return { ok: false, refusal: 'expired' };
  const instant = (seconds: number) => new Date(seconds * 1000).toISOString();
  return { ok: true, claims: { ...claims, issuedAt: instant(iat), expiresAt: instant(exp) } };
}
