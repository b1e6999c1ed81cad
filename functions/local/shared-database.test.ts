/**
 * Upgrading a data directory from the shared database (`-sharedDb`) to the app's own, opened by the
 * key the data directory keeps (docs/decisions/016).
 */
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_KEY_FILE, newDatabaseKey, persistentDatabaseKey } from './data-dir-secrets';
import { localDynamoDbClient } from './dynamodb-local';
import { LOCAL_TABLE_NAME } from './server';
import { addProject, signUp } from './server-account';
import { startLienMinderProcess } from './server-process';
import { adoptSharedDatabase, databaseFileName, SHARED_DATABASE_FILE } from './shared-database';

const folders: string[] = [];
const newFolder = (name: string) => {
  const folder = mkdtempSync(join(tmpdir(), `lienminder-${name}-`));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe("the data directory's key to its database", () => {
  it('is made once, letters and digits only, readable by its owner alone', () => {
    const dataDir = newFolder('key');
    const key = persistentDatabaseKey(dataDir);
    expect(key).toMatch(/^[0-9A-F]{40}$/);
    expect(statSync(join(dataDir, DATABASE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(persistentDatabaseKey(dataDir)).toBe(key);
    expect(newDatabaseKey()).not.toBe(key);
  });

  it('is refused with a readable line when its file is damaged, rather than opening an empty database', () => {
    const dataDir = newFolder('damaged-key');
    writeFileSync(join(dataDir, DATABASE_KEY_FILE), 'not a key!', { mode: 0o600 });
    expect(() => persistentDatabaseKey(dataDir)).toThrow(
      `${join(dataDir, DATABASE_KEY_FILE)} is damaged (a key is letters and digits only)`,
    );
  });
});

describe('adopting the shared database file', () => {
  const key = 'C0FFEE0123456789ABCDEF';

  it('gives the shared file, and a journal a crash left beside it, the key’s names', () => {
    const dbPath = newFolder('adopt');
    writeFileSync(join(dbPath, SHARED_DATABASE_FILE), 'tables');
    writeFileSync(join(dbPath, `${SHARED_DATABASE_FILE}-journal`), 'journal');
    vi.spyOn(console, 'info').mockImplementation(() => {});

    expect(adoptSharedDatabase(dbPath, key)).toBe('adopted');
    expect(readdirSync(dbPath).sort()).toEqual([`${key}_us-east-1.db`, `${key}_us-east-1.db-journal`]);
    expect(readFileSync(join(dbPath, `${key}_us-east-1.db`), 'utf8')).toBe('tables');
    expect(readFileSync(join(dbPath, `${key}_us-east-1.db-journal`), 'utf8')).toBe('journal');
    // Done once: a later start finds nothing to move.
    expect(adoptSharedDatabase(dbPath, key)).toBe('none');
  });

  it('touches neither file when both exist, and says so without naming the key', () => {
    const dbPath = newFolder('both');
    writeFileSync(join(dbPath, SHARED_DATABASE_FILE), 'written later by an older version');
    writeFileSync(join(dbPath, databaseFileName(key)), 'the app’s own');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(adoptSharedDatabase(dbPath, key)).toBe('ignored');
    expect(readFileSync(join(dbPath, SHARED_DATABASE_FILE), 'utf8')).toBe(
      'written later by an older version',
    );
    expect(readFileSync(join(dbPath, databaseFileName(key)), 'utf8')).toBe('the app’s own');
    expect(warn).toHaveBeenCalledOnce();
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toContain(`${SHARED_DATABASE_FILE} is not read`);
    expect(line).not.toContain(key);
  });

  it('does nothing in a new data directory', () => {
    expect(adoptSharedDatabase(newFolder('fresh'), key)).toBe('none');
  });
});

describe('a data directory made with the shared database', () => {
  it('keeps its accounts, projects and sign-ins, now under a key of its own that no other key opens', async () => {
    const dataDir = newFolder('shared-db');
    const dbPath = join(dataDir, 'dynamodb');
    const before = await startLienMinderProcess({ dataDir, webRoot: dataDir });
    let cookie: string;
    try {
      ({ cookie } = await signUp(before.url, {
        email: 'ines@suncoast-drywall.example',
        password: 'Passw0rd!',
        firstName: 'Ines',
        lastName: 'Morales',
        phone: '(727) 555-0163',
      }));
      await addProject(before.url, cookie, {
        name: 'Gulfport Clinic',
        address: '200 Beach Blvd, Gulfport, FL',
        generalContractor: 'Tampa Bay Builders',
        propertyOwner: 'Gulfport Health LLC',
        firstFurnishingDate: '2026-09-14',
        lastFurnishingDate: '2026-11-02',
      });
    } finally {
      await before.stop();
    }
    // The layout of a data directory from before keys: DynamoDB Local with -sharedDb keeps its
    // tables in shared-local-instance.db (the same SQLite file under a fixed name), and no key file.
    const oldKey = readFileSync(join(dataDir, DATABASE_KEY_FILE), 'utf8');
    renameSync(join(dbPath, databaseFileName(oldKey)), join(dbPath, SHARED_DATABASE_FILE));
    rmSync(join(dataDir, DATABASE_KEY_FILE));
    expect(readdirSync(dbPath)).toEqual([SHARED_DATABASE_FILE]);

    const after = await startLienMinderProcess({ dataDir, webRoot: dataDir });
    try {
      const user = await fetch(`${after.url}/api/auth/user`, { headers: { cookie } });
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ email: 'ines@suncoast-drywall.example' });
      const projects = await fetch(`${after.url}/api/projects`, { headers: { cookie } });
      expect(((await projects.json()) as { name: string }[]).map((project) => project.name)).toEqual([
        'Gulfport Clinic',
      ]);

      const keyFile = join(dataDir, DATABASE_KEY_FILE);
      const key = readFileSync(keyFile, 'utf8');
      expect(key).toMatch(/^[0-9A-F]{40}$/);
      expect(key).not.toBe(oldKey);
      expect(after.database.accessKeyId).toBe(key);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(statSync(dbPath).mode & 0o777).toBe(0o700);
      expect(existsSync(join(dbPath, SHARED_DATABASE_FILE))).toBe(false);
      expect(existsSync(join(dbPath, databaseFileName(key)))).toBe(true);

      const own = localDynamoDbClient(after.database);
      const other = localDynamoDbClient({ ...after.database, accessKeyId: newDatabaseKey() });
      try {
        expect((await own.send(new ListTablesCommand({}))).TableNames).toEqual([LOCAL_TABLE_NAME]);
        expect((await other.send(new ListTablesCommand({}))).TableNames).toEqual([]);
      } finally {
        own.destroy();
        other.destroy();
      }
    } finally {
      await after.stop();
    }
  }, 120_000);
});
