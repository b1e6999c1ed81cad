import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '../src/store/table-definition';
import { localDynamoDbClient } from './dynamodb-local';
import { LOCAL_TABLE_NAME, startLienClock } from './server';

const workDir = mkdtempSync(join(tmpdir(), 'lienclock-server-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function documentClient(endpoint: string) {
  return DynamoDBDocumentClient.from(localDynamoDbClient(endpoint));
}

describe('startLienClock', () => {
  it('serves the web app and sends /api and /sms to the API router on one port', async () => {
    const webRoot = join(workDir, 'dist');
    mkdirSync(webRoot, { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LienClock</title>');
    const app = await startLienClock({ port: 0, inMemoryDatabase: true, webRoot });
    try {
      expect(app.url).toBe(`http://localhost:${app.port}`);
      const page = await fetch(`${app.url}/projects/new`);
      expect(await page.text()).toBe('<!doctype html><title>LienClock</title>');
      for (const path of ['/api/no-such-thing', '/sms/no-such-thing']) {
        const response = await fetch(`${app.url}${path}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Not found' });
      }
      // The handlers' configuration points at this run's engine and table.
      expect(process.env).toMatchObject({
        RUNTIME: 'local',
        TABLE_NAME: LOCAL_TABLE_NAME,
        DYNAMODB_ENDPOINT: app.dynamoEndpoint,
        PUBLIC_URL: app.url,
      });
    } finally {
      await app.stop();
    }
    await expect(fetch(`${app.url}/`)).rejects.toThrow();
  });

  it('keeps the data and the session key in the data directory across a restart', async () => {
    const dataDir = join(workDir, 'data');
    const item = { [TABLE_KEYS.pk]: 'USER#restart', [TABLE_KEYS.sk]: 'PROFILE', firstName: 'Rosa' };

    const first = await startLienClock({ port: 0, dataDir, webRoot: workDir });
    const firstSecret = process.env.SESSION_SECRET;
    const writer = documentClient(first.dynamoEndpoint);
    await writer.send(new PutCommand({ TableName: LOCAL_TABLE_NAME, Item: item }));
    writer.destroy();
    await first.stop();

    const keyFile = join(dataDir, 'session-secret');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8')).toBe(firstSecret);

    const second = await startLienClock({ port: 0, dataDir, webRoot: workDir });
    try {
      const reader = documentClient(second.dynamoEndpoint);
      const { Item } = await reader.send(
        new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: { pk: 'USER#restart', sk: 'PROFILE' } }),
      );
      reader.destroy();
      expect(Item).toEqual(item);
      expect(process.env.SESSION_SECRET).toBe(firstSecret);
    } finally {
      await second.stop();
    }
  });
});
