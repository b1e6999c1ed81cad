import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { jwtSessionTokens, SESSION_LIFETIME_SECONDS } from './session-tokens';

const SECRET = 'a-session-secret-of-at-least-32-characters';
let now = new Date('2026-03-02T14:00:00.000Z');
const clock = { now: () => now };
const tokens = jwtSessionTokens(async () => SECRET, clock);

describe('session tokens', () => {
  it('carry the user id and session version, and verify until 30 days have passed', async () => {
    now = new Date('2026-03-02T14:00:00.000Z');
    const token = await tokens.issue({ userId: 'abcdefghijklmnop', sessionVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'abcdefghijklmnop', sessionVersion: 3 });

    now = new Date(Date.parse('2026-03-02T14:00:00.000Z') + (SESSION_LIFETIME_SECONDS - 60) * 1000);
    expect(await tokens.verify(token)).not.toBeNull();
    now = new Date(Date.parse('2026-03-02T14:00:00.000Z') + (SESSION_LIFETIME_SECONDS + 60) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse tokens signed with another secret, unsigned ones, and garbage', async () => {
    now = new Date('2026-03-02T14:00:00.000Z');
    const otherKey = new TextEncoder().encode('another-secret-of-at-least-32-characters!');
    const foreign = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('abcdefghijklmnop')
      .setExpirationTime('1d')
      .sign(otherKey);
    const unsigned = new UnsecuredJWT({ sv: 1 }).setSubject('abcdefghijklmnop').encode();

    for (const token of [foreign, unsigned, 'not.a.token', '']) expect(await tokens.verify(token)).toBeNull();
  });
});
