/**
 * The local session-signing key: generated once and kept beside the local database, so sign-ins
 * survive a restart, and readable only by its owner. (In AWS it comes from Secrets Manager.)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function persistentSessionSecret(dataDir: string): string {
  const path = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}
