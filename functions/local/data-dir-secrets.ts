/**
 * The secrets the local runtime keeps in its data directory, each generated on first start and
 * readable only by its owner (mode 0600). In AWS neither exists: the session key comes from Secrets
 * Manager and DynamoDB's credentials from the function's role.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_DYNAMODB_REGION } from '#src/config';

/** Where the data directory keeps its key to the database; the key also names the database's file. */
export const DATABASE_KEY_FILE = 'dynamodb-access-key';

function keptSecret(dataDir: string, fileName: string, generate: () => string): string {
  const path = join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, generate(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}

/** The session-signing key, so sign-ins survive a restart. */
export function persistentSessionSecret(dataDir: string): string {
  return keptSecret(dataDir, 'session-secret', () => randomBytes(32).toString('base64url'));
}

/**
 * A random access key to DynamoDB Local (160 bits). The engine accepts only letters and digits in
 * an access key, hence hex rather than base64.
 */
export function newDatabaseKey(): string {
  return randomBytes(20).toString('hex').toUpperCase();
}

/** The data directory's key to its database (docs/decisions/016). */
export function persistentDatabaseKey(dataDir: string): string {
  const key = keptSecret(dataDir, DATABASE_KEY_FILE, newDatabaseKey);
  if (!/^[A-Za-z0-9]+$/.test(key)) {
    throw new Error(
      `${join(dataDir, DATABASE_KEY_FILE)} is damaged (a key is letters and digits only): write into it the name of the database file in ${join(dataDir, 'dynamodb')} without its _${LOCAL_DYNAMODB_REGION}.db ending.`,
    );
  }
  return key;
}
