import { decodeProtectedHeader, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_SECONDS } from '#src/ports/session-store';
import { jwtSessionTokens } from './session-tokens';

const SECRET = 'a-session-secret-of-at-least-32-characters';
let now = new Date('2026-03-02T14:00:00.000Z');
const clock = { now: () => now };
const tokens = jwtSessionTokens(async () => SECRET, clock);

describe('session tokens', () => {
  it('carry the user and account ids and session version, and verify until 30 days have passed', async () => {
    now = new Date('2026-03-02T14:00:00.000Z');
    const token = await tokens.issue({
      userId: 'abcdefghijklmnop',
      accountId: 'account-of-team',
      sessionVersion: 3,
      sessionId: 'session-one',
    });
    expect(await tokens.verify(token)).toEqual({
      userId: 'abcdefghijklmnop',
      accountId: 'account-of-team',
      sessionVersion: 3,
      sessionId: 'session-one',
    });

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
    // Signed with our key but from before sessions had items: no session id, so no session.
    const withoutSession = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('abcdefghijklmnop')
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(SECRET));

    for (const token of [foreign, unsigned, withoutSession, 'not.a.token', '']) {
      expect(await tokens.verify(token)).toBeNull();
    }
  });

  it('are standard HS256 JWTs: a JWT library verifies ours, and ours accepts one it signed', async () => {
    now = new Date('2026-03-02T14:00:00.000Z');
    const key = new TextEncoder().encode(SECRET);
    const ours = await tokens.issue({
      userId: 'abcdefghijklmnop',
      accountId: 'abcdefghijklmnop',
      sessionVersion: 2,
      sessionId: 'session-two',
    });
    expect(decodeProtectedHeader(ours)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(ours, key, { algorithms: ['HS256'], currentDate: now });
    expect(payload).toEqual({
      sub: 'abcdefghijklmnop',
      acc: 'abcdefghijklmnop',
      sv: 2,
      sid: 'session-two',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + SESSION_LIFETIME_SECONDS,
    });

    const theirs = await new SignJWT({ sv: 5, sid: 'session-five' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('qrstuvwxyzabcdef')
      .setExpirationTime('1d')
      .sign(key);
    // Without an account (a token from before teams): the user's own account.
    expect(await tokens.verify(theirs)).toEqual({
      userId: 'qrstuvwxyzabcdef',
      accountId: 'qrstuvwxyzabcdef',
      sessionVersion: 5,
      sessionId: 'session-five',
    });
  });

  it('refuse a token whose claims or header were changed after signing', async () => {
    now = new Date('2026-03-02T14:00:00.000Z');
    const token = await tokens.issue({
      userId: 'abcdefghijklmnop',
      accountId: 'abcdefghijklmnop',
      sessionVersion: 3,
      sessionId: 'session-one',
    });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const raised = Buffer.from(JSON.stringify({ ...claims, sv: 4 })).toString('base64url');
    const moved = Buffer.from(JSON.stringify({ ...claims, acc: 'another-account' })).toString('base64url');
    const otherHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const key = new TextEncoder().encode(SECRET);
    const sameKeyOtherAlgorithm = await new SignJWT({ sv: 3, sid: 'session-one' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('abcdefghijklmnop')
      .setExpirationTime('1d')
      .sign(key);

    for (const forged of [
      `${header}.${raised}.${signature}`,
      `${header}.${moved}.${signature}`,
      `${otherHeader}.${payload}.${signature}`,
      `${token}.extra`,
      `${header}.${payload}.`,
      sameKeyOtherAlgorithm,
    ]) {
      expect(await tokens.verify(forged)).toBeNull();
    }
  });
});
