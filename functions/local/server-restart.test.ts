import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KEY_FILE } from './data-dir-secrets';
import { signUp } from './server-account';
import { startLienMinderProcess } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'lienminder-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('restarting the local runtime', () => {
  it('keeps accounts, data and sign-ins in the data directory', async () => {
    const first = await startLienMinderProcess({ dataDir, webRoot: dataDir });
    let cookie: string;
    try {
      ({ cookie } = await signUp(first.url, {
        email: 'marco@keys-electric.example',
        password: 'Passw0rd!',
        firstName: 'Marco',
        lastName: 'Reyes',
        phone: '(305) 555-0199',
      }));
    } finally {
      await first.stop();
    }
    await expect(fetch(`${first.url}/`)).rejects.toThrow();

    const keyFile = join(dataDir, 'session-secret');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = readFileSync(keyFile, 'utf8');
    const databaseKeyFile = join(dataDir, DATABASE_KEY_FILE);
    expect(statSync(databaseKeyFile).mode & 0o777).toBe(0o600);
    const databaseKey = readFileSync(databaseKeyFile, 'utf8');

    const second = await startLienMinderProcess({ dataDir, webRoot: dataDir });
    try {
      // Still signed in: the account is in the database and the session key is the same.
      const signedIn = await fetch(`${second.url}/api/auth/user`, { headers: { cookie } });
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ email: 'marco@keys-electric.example' });
    } finally {
      await second.stop();
    }
    expect(readFileSync(keyFile, 'utf8')).toBe(key);
    expect(readFileSync(databaseKeyFile, 'utf8')).toBe(databaseKey);
  }, 90_000);
});
