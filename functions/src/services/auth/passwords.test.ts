import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT_COST, parseStoredHash, scryptPasswordHasher } from './passwords';

describe('scrypt password hashing', () => {
  const hasher = scryptPasswordHasher();

  it("stores OWASP's cost (N=2^17, r=8, p=1) and a 16-byte salt in a self-describing string", async () => {
    const stored = await hasher.hash('Lien-Minder-2026');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(parseStoredHash(stored)?.cost).toEqual(OWASP_SCRYPT_COST);
    expect(parseStoredHash(stored)?.salt).toHaveLength(16);
    expect(stored).not.toContain('Lien-Minder-2026');
    expect(await hasher.verify('Lien-Minder-2026', stored)).toBe(true);
  });

  it('salts every hash afresh and refuses a password that differs in any way', async () => {
    const cheap = scryptPasswordHasher({ ln: 10, r: 8, p: 1 });
    const [first, second] = [await cheap.hash('Lien-Minder-2026'), await cheap.hash('Lien-Minder-2026')];
    expect(first).not.toBe(second);
    for (const attempt of ['lien-minder-2026', 'Lien-Minder-2026 ', 'Lien-Minder-202', '']) {
      expect(await cheap.verify(attempt, first)).toBe(false);
    }
  });

  it('verifies with the cost stored in the hash, so a later cost change keeps old accounts working', async () => {
    const cheaper = scryptPasswordHasher({ ln: 10, r: 8, p: 1 });
    const stored = await cheaper.hash('Password1');
    expect(await scryptPasswordHasher({ ln: 12, r: 8, p: 1 }).verify('Password1', stored)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const cheap = scryptPasswordHasher({ ln: 10, r: 8, p: 1 });
    const stored = await cheap.hash('Jos\u00e9-Contractor1');
    expect(await cheap.verify('Jose\u0301-Contractor1', stored)).toBe(true);
  });

  it('answers false for a malformed stored hash and for unknown accounts', async () => {
    const cheap = scryptPasswordHasher({ ln: 10, r: 8, p: 1 });
    expect(await cheap.verify('Password1', 'plain-text-password')).toBe(false);
    expect(await cheap.verify('Password1', '$scrypt$ln=10,r=8,p=1$c2FsdA==')).toBe(false);
    expect(await cheap.verifyUnknownAccount('Password1')).toBe(false);
  });

  it('spends about as long on an unknown account as on a wrong password', async () => {
    const cheap = scryptPasswordHasher({ ln: 14, r: 8, p: 1 });
    const stored = await cheap.hash('Password1');
    const time = async (run: () => Promise<boolean>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const wrong = await time(() => cheap.verify('Wrong1', stored));
    const unknown = await time(() => cheap.verifyUnknownAccount('Wrong1'));
    expect(unknown).toBeGreaterThan(wrong / 3);
  });
});
