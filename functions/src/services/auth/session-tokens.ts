/**
 * Session tokens: HS256 JWTs (RFC 7519) signed with the app's session secret, carrying the user id,
 * their account's id, the user's `sessionVersion` and the id of the session item that sign-in created. Both are checked on
 * every request (authenticate.ts): Sign Out deletes the one session item, a password reset bumps the
 * version and so ends every session at once (docs/decisions/010).
 *
 * Signed and checked with node:crypto rather than a JWT library: the format is fixed (one header,
 * one algorithm, the claims we issue ourselves), and the library was 17 KB of every session
 * function's bundle (decision 006's 250 KB budget). The tests check tokens against jose both ways.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '#src/ports/clock';
import { SESSION_LIFETIME_SECONDS } from '#src/ports/session-store';

export interface SessionClaims {
  userId: string;
  /**
   * The account the user works in (docs/architecture.md section 9), so that a request reads the
   * account beside the user. Tokens from before teams lack it: their users each own their account.
   */
  accountId: string;
  sessionVersion: number;
  /** The session item this token belongs to (store/sessions.ts). */
  sessionId: string;
}

export interface SessionTokens {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a genuine, unexpired token; null for anything else. */
  verify(token: string): Promise<SessionClaims | null>;
}

/** The only header we issue or accept: no algorithm choice is left to the token (RFC 8725 §3.1). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

const base64url = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

function readClaims(json: string, nowSeconds: number): SessionClaims | null {
  const claims: unknown = JSON.parse(json);
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, acc, sv, sid, exp } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof sv !== 'number' || typeof sid !== 'string') return null;
  if (typeof exp !== 'number' || (acc !== undefined && typeof acc !== 'string')) return null;
  if (exp <= nowSeconds) return null;
  return { userId: sub, accountId: acc ?? sub, sessionVersion: sv, sessionId: sid };
}

export function jwtSessionTokens(sessionSecret: () => Promise<string>, clock: Clock): SessionTokens {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    async issue({ userId, accountId, sessionVersion, sessionId }) {
      const issuedAt = nowSeconds();
      const payload = base64url({
        sv: sessionVersion,
        sid: sessionId,
        sub: userId,
        acc: accountId,
        iat: issuedAt,
        exp: issuedAt + SESSION_LIFETIME_SECONDS,
      });
      const signingInput = `${HEADER}.${payload}`;
      return `${signingInput}.${signature(await sessionSecret(), signingInput).toString('base64url')}`;
    },

    async verify(token) {
      const [header, payload, signed, ...rest] = token.split('.');
      if (header !== HEADER || payload === undefined || signed === undefined || rest.length > 0) return null;
      const expected = signature(await sessionSecret(), `${header}.${payload}`);
      const given = Buffer.from(signed, 'base64url');
      // Constant-time, and on the exact encoding: a re-encoded signature is not the token we issued.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (given.toString('base64url') !== signed) return null;
      try {
        return readClaims(Buffer.from(payload, 'base64url').toString('utf8'), nowSeconds());
      } catch {
        return null;
      }
    },
  };
}
