import { hkdfSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { jwtSessionTokens } from '#src/services/auth/session-tokens';
import { signDeadlineDoneToken, verifyDeadlineDoneToken } from './deadline-done-token';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const CLAIMS = {
  userId: 'abcdefghijklmnop',
  projectId: 'project-smith-residence',
  deadlineId: 'claim-of-lien',
  recipient: 'pm@coastal.example.com',
  accountVersion: 3,
  issuedAt: '2026-03-02T13:00:00.000Z',
  expiresAt: '2026-06-01T04:00:00.000Z',
};
const BEFORE = new Date('2026-03-02T14:00:00.000Z');

/** The key RFC 5869 gives for this purpose, computed here apart from the module under test. */
const derivedKey = new Uint8Array(
  hkdfSync('sha256', SECRET, Buffer.alloc(0), 'lienminder deadline-done token v2', 32),
);

describe('deadline-done tokens', () => {
  it('carry one deadline of one project of one account for one recipient, and open it until expiresAt', () => {
    const token = signDeadlineDoneToken(SECRET, CLAIMS);
    expect(verifyDeadlineDoneToken(SECRET, token, BEFORE)).toEqual({ ok: true, claims: CLAIMS });
    expect(verifyDeadlineDoneToken(SECRET, token, new Date('2026-06-01T03:59:59.000Z'))).toEqual({
      ok: true,
      claims: CLAIMS,
    });
    for (const after of ['2026-06-01T04:00:00.000Z', '2027-01-01T00:00:00.000Z']) {
      expect(verifyDeadlineDoneToken(SECRET, token, new Date(after))).toEqual({
        ok: false,
        refusal: 'expired',
      });
    }
  });

  it('are HS256 JWTs under a key derived for this purpose: jose verifies ours, ours accepts one jose signed', async () => {
    const ours = signDeadlineDoneToken(SECRET, CLAIMS);
    expect(decodeProtectedHeader(ours)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(ours, derivedKey, { algorithms: ['HS256'], currentDate: BEFORE });
    expect(payload).toEqual({
      sub: CLAIMS.userId,
      pid: CLAIMS.projectId,
      did: CLAIMS.deadlineId,
      rcp: CLAIMS.recipient,
      sv: CLAIMS.accountVersion,
      iat: Date.parse(CLAIMS.issuedAt) / 1000,
      exp: Date.parse(CLAIMS.expiresAt) / 1000,
    });

    const theirs = await new SignJWT({
      pid: 'project-two',
      did: 'notice-to-owner',
      rcp: 'owner@example.com',
      sv: 1,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('qrstuvwxyzabcdef')
      .setIssuedAt(Date.parse('2026-03-01T00:00:00.000Z') / 1000)
      .setExpirationTime(Date.parse('2026-04-01T00:00:00.000Z') / 1000)
      .sign(derivedKey);
    expect(verifyDeadlineDoneToken(SECRET, theirs, BEFORE)).toEqual({
      ok: true,
      claims: {
        userId: 'qrstuvwxyzabcdef',
        projectId: 'project-two',
        deadlineId: 'notice-to-owner',
        recipient: 'owner@example.com',
        accountVersion: 1,
        issuedAt: '2026-03-01T00:00:00.000Z',
        expiresAt: '2026-04-01T00:00:00.000Z',
      },
    });
  });

  it('are never sessions, and sessions are never done tokens: the keys differ though the secret is one', async () => {
    const doneToken = signDeadlineDoneToken(SECRET, CLAIMS);
    const sessions = jwtSessionTokens(async () => SECRET, { now: () => BEFORE });
    expect(await sessions.verify(doneToken)).toBeNull();

    const session = await sessions.issue({
      userId: CLAIMS.userId,
      accountId: CLAIMS.userId,
      sessionVersion: 1,
      sessionId: 'session-one',
    });
    expect(verifyDeadlineDoneToken(SECRET, session, BEFORE)).toEqual({ ok: false, refusal: 'bad-signature' });
    // Even with every done claim present, the app secret itself signs no done token.
    const underAppSecret = await new SignJWT({ pid: CLAIMS.projectId, did: CLAIMS.deadlineId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLAIMS.userId)
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(SECRET));
    expect(verifyDeadlineDoneToken(SECRET, underAppSecret, BEFORE)).toEqual({
      ok: false,
      refusal: 'bad-signature',
    });
  });

  it('name the recipient in lower case, as the alert list is compared', () => {
    const token = signDeadlineDoneToken(SECRET, { ...CLAIMS, recipient: 'PM@Coastal.Example.com' });
    expect(verifyDeadlineDoneToken(SECRET, token, BEFORE)).toEqual({ ok: true, claims: CLAIMS });
  });

  it('refuse a token moved to another deadline, project, user, recipient or owner password, or signed under another secret', () => {
    const token = signDeadlineDoneToken(SECRET, CLAIMS);
    const [header, payload, signed] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const moved = (change: Record<string, unknown>) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${signed}`;
    for (const forged of [
      moved({ did: 'notice-to-owner' }),
      moved({ pid: 'project-other' }),
      moved({ sub: 'someone-else-entirely' }),
      moved({ rcp: 'someone@else.example.com' }),
      moved({ sv: claims.sv + 1 }),
      moved({ iat: claims.iat + 365 * 24 * 60 * 60 }),
      moved({ exp: claims.exp + 365 * 24 * 60 * 60 }),
      signDeadlineDoneToken('another-secret-of-at-least-32-characters!', CLAIMS),
    ]) {
      expect(verifyDeadlineDoneToken(SECRET, forged, BEFORE)).toEqual({
        ok: false,
        refusal: 'bad-signature',
      });
    }
  });

  it('refuse what is not a token of ours as malformed, before any signature is computed on it', async () => {
    const token = signDeadlineDoneToken(SECRET, CLAIMS);
    const [, payload, signed] = token.split('.') as [string, string, string];
    const otherHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const hs512 = await new SignJWT({ pid: CLAIMS.projectId, did: CLAIMS.deadlineId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(CLAIMS.userId)
      .setExpirationTime('1d')
      .sign(derivedKey);
    for (const garbage of [
      '',
      'not-a-token',
      'not.a.token!',
      `${token}.extra`,
      `${token.split('.').slice(0, 2).join('.')}.`,
      `${otherHeader}.${payload}.${signed}`,
      `${noneHeader}.${payload}.`,
      hs512,
    ]) {
      expect(verifyDeadlineDoneToken(SECRET, garbage, BEFORE)).toEqual({ ok: false, refusal: 'malformed' });
    }
  });

  it("refuse a genuinely signed token whose claims are not a recipient's deadline (a missing id or recipient, a number not whole)", async () => {
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(derivedKey);
    const whole = {
      sub: CLAIMS.userId,
      pid: CLAIMS.projectId,
      did: CLAIMS.deadlineId,
      rcp: CLAIMS.recipient,
      sv: 1,
      iat: 1_800_000_000,
      exp: 1_900_000_000,
    };
    // The whole set is accepted: each refusal below is for its one change.
    expect(verifyDeadlineDoneToken(SECRET, await sign(whole), BEFORE)).toMatchObject({ ok: true });
    const { did: _did, ...noDeadline } = whole;
    const { rcp: _rcp, ...noRecipient } = whole;
    const { sv: _sv, ...noVersion } = whole;
    const { iat: _iat, ...noIssue } = whole;
    const { exp: _exp, ...noExpiry } = whole;
    for (const claims of [
      noDeadline,
      noRecipient,
      noVersion,
      noIssue,
      noExpiry,
      { ...whole, exp: '1900000000' },
      { ...whole, exp: 1_900_000_000.5 },
      { ...whole, sv: '1' },
      { ...whole, rcp: 7 },
    ]) {
      expect(verifyDeadlineDoneToken(SECRET, await sign(claims), BEFORE)).toEqual({
        ok: false,
        refusal: 'malformed',
      });
    }
  });
});
