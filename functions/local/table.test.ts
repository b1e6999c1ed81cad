import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TABLE_KEYS } from '#src/keys';
import { localDynamoDbClient } from './dynamodb-local';
import { moveLegacyTable } from './legacy-table';
import { ensureTable } from './table';

const client = localDynamoDbClient(inject('localDynamoDb'));
afterAll(() => client.destroy());

describe('ensureTable', () => {
  it('creates the single table with the production keys, index, TTL and stream once, and is a no-op after', async () => {
    const tableName = `ensure-${randomUUID()}`;
    expect(await ensureTable(client, tableName)).toBe(true);
    expect(await ensureTable(client, tableName)).toBe(false);

    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sk, KeyType: 'RANGE' },
    ]);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(
      Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.Projection?.ProjectionType]),
    ).toEqual([[TABLE_KEYS.gsi1Name, 'ALL']]);
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: TABLE_KEYS.ttl,
      TimeToLiveStatus: 'ENABLED',
    });
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(Table?.LatestStreamArn).toContain(`table/${tableName}/stream/`);
  });

  it('gives a table from an older data directory, created without a stream, its stream', async () => {
    const tableName = `ensure-${randomUUID()}`;
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: TABLE_KEYS.pk, AttributeType: 'S' }],
        KeySchema: [{ AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' }],
      }),
    );
    expect(await ensureTable(client, tableName)).toBe(false);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('keeps existing items when called again, and the index answers queries', async () => {
    const tableName = `ensure-${randomUUID()}`;
    await ensureTable(client, tableName);
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: {
          [TABLE_KEYS.pk]: { S: 'USER#u1' },
          [TABLE_KEYS.sk]: { S: 'PROFILE' },
          [TABLE_KEYS.gsi1pk]: { S: 'STRIPE#cus_1' },
          [TABLE_KEYS.gsi1sk]: { S: 'USER#u1' },
        },
      }),
    );
    await ensureTable(client, tableName);
    const found = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: TABLE_KEYS.gsi1Name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk },
        ExpressionAttributeValues: { ':pk': { S: 'STRIPE#cus_1' } },
      }),
    );
    expect(found.Items?.map((item) => item[TABLE_KEYS.pk]?.S)).toEqual(['USER#u1']);
  });
});

describe('moveLegacyTable', () => {
  const item = (pk: string, note: string) => ({ pk: { S: pk }, sk: { S: 'PROFILE' }, note: { S: note } });

  it('moves every item across, keeps an item the current table already has, and drops the old table', async () => {
    const [from, to] = [`legacy-${randomUUID()}`, `current-${randomUUID()}`];
    await ensureTable(client, from);
    await ensureTable(client, to);
    for (let i = 0; i < 30; i += 1) {
      await client.send(new PutItemCommand({ TableName: from, Item: item(`USER#${i}`, 'old') }));
    }
    await client.send(
      new PutItemCommand({ TableName: to, Item: item('USER#7', 'saved after an interrupted move') }),
    );

    expect(await moveLegacyTable(client, { from, to })).toBe(29);

    const kept = await client.send(
      new GetItemCommand({ TableName: to, Key: { pk: { S: 'USER#7' }, sk: { S: 'PROFILE' } } }),
    );
    expect(kept.Item?.note?.S).toBe('saved after an interrupted move');
    const { Count } = await client.send(new ScanCommand({ TableName: to, Select: 'COUNT' }));
    expect(Count).toBe(30);
    await expect(client.send(new DescribeTableCommand({ TableName: from }))).rejects.toThrow(
      /not found|non-existent/i,
    );
  });

  it('does nothing when there is no old table', async () => {
    const to = `current-${randomUUID()}`;
    await ensureTable(client, to);
    expect(await moveLegacyTable(client, { from: `absent-${randomUUID()}`, to })).toBe(0);
  });
});
