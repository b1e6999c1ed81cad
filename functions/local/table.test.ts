import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  PutItemCommand,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TABLE_KEYS } from '../src/store/table-definition';
import { localDynamoDbClient } from './dynamodb-local';
import { ensureTable } from './table';

const client = localDynamoDbClient(inject('dynamoEndpoint'));
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
