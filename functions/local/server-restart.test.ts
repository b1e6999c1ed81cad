import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '../src/store/table-definition';
import { localDynamoDbClient } from './dynamodb-local';
import { LOCAL_TABLE_NAME, startLienClock } from './server';

const dataDir = mkdtempSync(join(tmpdir(), 'lienclock-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('restarting the local runtime', () => {
  it('keeps the data and the session key in the data directory', async () => {
    const item = { [TABLE_KEYS.pk]: 'USER#restart', [TABLE_KEYS.sk]: 'PROFILE', firstName: 'Rosa' };

    const first = await startLienClock({ port: 0, dataDir, webRoot: dataDir });
    const firstSecret = process.env.SESSION_SECRET;
    const writer = DynamoDBDocumentClient.from(localDynamoDbClient(first.dynamoEndpoint));
    await writer.send(new PutCommand({ TableName: LOCAL_TABLE_NAME, Item: item }));
    writer.destroy();
    await first.stop();
    await expect(fetch(`${first.url}/`)).rejects.toThrow();

    const keyFile = join(dataDir, 'session-secret');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8')).toBe(firstSecret);

    const second = await startLienClock({ port: 0, dataDir, webRoot: dataDir });
    try {
      const reader = DynamoDBDocumentClient.from(localDynamoDbClient(second.dynamoEndpoint));
      const { Item } = await reader.send(
        new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: { pk: 'USER#restart', sk: 'PROFILE' } }),
      );
      reader.destroy();
      expect(Item).toEqual(item);
      expect(process.env.SESSION_SECRET).toBe(firstSecret);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
