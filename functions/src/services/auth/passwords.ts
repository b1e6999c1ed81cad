/**
 * Password hashing with scrypt from node:crypto at OWASP's recommended cost (Password Storage Cheat
 * Sheet: N=2^17, r=8, p=1), a fresh 16-byte salt per hash, and the parameters stored in the hash
 * itself (PHC string format), so raising the cost later never breaks existing accounts.
 * Example: `$scrypt$ln=17,r=8,p=1$<salt, base64>$<hash, base64>`.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const HASH_BYTES = 32;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, storedHash: string): Promise<boolean>;
  /**
   * Spends the same work as `verify` and answers false: sign-in with an unknown email must take as
   * long as a wrong password, or response times would tell which emails have accounts.
   */
  verifyUnknownAccount(password: string): Promise<false>;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.ln;
  // scrypt needs 128 * N * r * p bytes; Node's default ceiling (32 MiB) is below OWASP's cost.
  const maxmem = 2 * 128 * N * cost.r * cost.p;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, HASH_BYTES, { N, r: cost.r, p: cost.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function format(cost: ScryptCost, salt: Buffer, hash: Buffer): string {
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

const PHC_SCRYPT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export function parseStoredHash(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const match = PHC_SCRYPT.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, hash] = match as unknown as [string, string, string, string, string, string];
  return {
    cost: { ln: Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

export function scryptPasswordHasher(cost: ScryptCost = OWASP_SCRYPT_COST): PasswordHasher {
  const unknownAccountSalt = Buffer.alloc(SALT_BYTES);
  const unknownAccountHash = Buffer.alloc(HASH_BYTES);

  async function matches(password: string, salt: Buffer, expected: Buffer, storedCost: ScryptCost) {
    const actual = await derive(password, salt, storedCost);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      return format(cost, salt, await derive(password, salt, cost));
    },
    async verify(password, storedHash) {
      const stored = parseStoredHash(storedHash);
      if (!stored) return false;
      return matches(password, stored.salt, stored.hash, stored.cost);
    },
    async verifyUnknownAccount(password) {
      await matches(password, unknownAccountSalt, unknownAccountHash, cost);
      return false;
    },
  };
}
