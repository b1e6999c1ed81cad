import { describe, expect, it } from 'vitest';
import { hmacOptInChallenges } from './opt-in-challenge';

const issuedAt = new Date('2026-03-02T14:00:00.000Z');
const challenges = hmacOptInChallenges(async () => 'test-session-secret', { now: () => issuedAt });

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The other spellings of a MAC's last character that decode to the same bytes (its two spare low bits). */
function respellings(challenge: string): string[] {
  const last = BASE64URL.indexOf(challenge.slice(-1));
  return [0, 1, 2, 3]
    .map((spare) => BASE64URL[(last & ~3) | spare])
    .filter((char) => char !== challenge.slice(-1))
    .map((char) => `${challenge.slice(0, -1)}${char}`);
}

describe('opt-in challenge', () => {
  it('answers when an issued challenge was issued', async () => {
    const challenge = await challenges.issue();
    expect(await challenges.issuedAt(challenge)).toEqual(issuedAt);
  });

  it('accepts only the MAC spelled as issued, not the three that decode to the same bytes', async () => {
    const challenge = await challenges.issue();
    const others = respellings(challenge);
    expect(others).toHaveLength(3);
    for (const other of others) {
      expect(Buffer.from(other.split('.')[2] ?? '', 'base64url')).toEqual(
        Buffer.from(challenge.split('.')[2] ?? '', 'base64url'),
      );
      expect(await challenges.issuedAt(other)).toBeNull();
    }
  });

  it('refuses a challenge whose MAC was made for other parts', async () => {
    const [issued, nonce, mac] = (await challenges.issue()).split('.');
    const other = await challenges.issue();
    expect(await challenges.issuedAt(`${issued}.${other.split('.')[1]}.${mac}`)).toBeNull();
    expect(await challenges.issuedAt(`${issued}.${nonce}`)).toBeNull();
  });
});
