import { randomBytes } from 'node:crypto';

/**
 * New record ids. Deadline ids and alert schedule names (64 characters at most in EventBridge
 * Scheduler) are built from the project id, so ids are short: 16 lower-case base32 characters.
 */
export interface IdGenerator {
  newId(): string;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
export const ID_LENGTH = 16;

/** 80 random bits (10 bytes) written as exactly 16 base32 characters, 5 bits each. */
export function randomId(): string {
  const bytes = randomBytes((ID_LENGTH * 5) / 8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let id = '';
  for (let i = ID_LENGTH - 1; i >= 0; i--) id += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return id;
}

export const randomIds: IdGenerator = { newId: randomId };
