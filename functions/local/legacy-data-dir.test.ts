import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand, ListTablesCommand, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { localDynamoDbClient, startDynamoDbLocal } from './dynamodb-local';
import { LEGACY_LOCAL_TABLE_NAME } from './legacy-table';
import { dataDirDatabase, LOCAL_TABLE_NAME } from './server';
import { addProject, signUp } from './server-account';
import { startLienMinderProcess } from './server-process';
import { ensureTable } from './table';

const dataDir = mkdtempSync(join(tmpdir(), 'lienminder-legacy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const owner = { email: 'dana@gulf-roofing.example', password: 'Passw0rd!' };

/** Rewrites the data directory as the product wrote it before the rename: its table under the old name. */
async function renameTableBackToLegacy() {
  const engine = await startDynamoDbLocal(dataDirDatabase(dataDir));
  const client = localDynamoDbClient(engine);
  try {
    await ensureTable(client, LEGACY_LOCAL_TABLE_NAME);
    const { Items = [] } = await client.send(new ScanCommand({ TableName: LOCAL_TABLE_NAME }));
    for (const Item of Items)
      await client.send(new PutItemCommand({ TableName: LEGACY_LOCAL_TABLE_NAME, Item }));
    await client.send(new DeleteTableCommand({ TableName: LOCAL_TABLE_NAME }));
    return Items.length;
  } finally {
    client.destroy();
    await engine.stop();
  }
}

describe('a data directory made before the rename to LienMinder', () => {
  it('keeps its accounts, projects and sign-ins, and leaves no table under the old name', async () => {
    const before = await startLienMinderProcess({ dataDir, webRoot: dataDir });
    let cookie: string;
    try {
      ({ cookie } = await signUp(before.url, {
        ...owner,
        firstName: 'Dana',
        lastName: 'Ortiz',
        phone: '(850) 555-0142',
      }));
      await addProject(before.url, cookie, {
        name: 'Bayfront Marina',
        address: '1 Harbor Way, Pensacola, FL',
        generalContractor: 'Coastline Builders',
        propertyOwner: 'Bayfront LLC',
        firstFurnishingDate: '2026-10-01',
        lastFurnishingDate: '2026-11-10',
      });
    } finally {
      await before.stop();
    }
    const legacyItems = await renameTableBackToLegacy();
    expect(legacyItems).toBeGreaterThan(2);

    const after = await startLienMinderProcess({ dataDir, webRoot: dataDir });
    try {
      const user = await fetch(`${after.url}/api/auth/user`, { headers: { cookie } });
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ email: owner.email });
      const projects = await fetch(`${after.url}/api/projects`, { headers: { cookie } });
      const listed = (await projects.json()) as { name: string }[];
      expect(listed.map((project) => project.name)).toEqual(['Bayfront Marina']);
      const client = localDynamoDbClient(after.database);
      try {
        const { TableNames } = await client.send(new ListTablesCommand({}));
        expect(TableNames).toContain(LOCAL_TABLE_NAME);
        expect(TableNames).not.toContain(LEGACY_LOCAL_TABLE_NAME);
      } finally {
        client.destroy();
      }
    } finally {
      await after.stop();
    }
  }, 120_000);
});
