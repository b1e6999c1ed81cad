/**
 * Session tokens: HS256 JWTs signed with the app's session secret (jose), carrying the user id and
 * the user's `sessionVersion`. The version is checked against the stored user on every request, so
 * bumping it (password reset) ends every session at once even though tokens are stateless.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '#ports/clock';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export interface SessionClaims {
  userId: string;
  sessionVersion: number;
}

export interface SessionTokens {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a genuine, unexpired token; null for anything else. */
  verify(token: string): Promise<SessionClaims | null>;
}

export function jwtSessionTokens(sessionSecret: () => Promise<string>, clock: Clock): SessionTokens {
  const key = async () => new TextEncoder().encode(await sessionSecret());

  return {
    async issue({ userId, sessionVersion }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_LIFETIME_SECONDS)
        .sign(await key());
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
        return { userId: payload.sub, sessionVersion: payload.sv };
      } catch {
        return null;
      }
    },
  };
}
