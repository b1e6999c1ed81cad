/**
 * Creates the single table on a local engine the way the CDK stack defines it in AWS, so local
 * code meets the same keys, index, TTL attribute and stream.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  type StreamSpecification,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '#src/keys';

/** The stream the alert functions are fed from (docs/decisions/007): both images of every change. */
const TABLE_STREAM: StreamSpecification = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' };

/** Creates the table if it is absent; returns whether it had to. Safe to call on every start. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  const existing = await describeTable(client, tableName);
  if (existing) {
    // A data directory from before the alert functions read the stream: give its table one.
    if (!existing.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
    }
    return false;
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [TABLE_KEYS.pk, TABLE_KEYS.sk, TABLE_KEYS.gsi1pk, TABLE_KEYS.gsi1sk].map(
          (name) => ({ AttributeName: name, AttributeType: 'S' }),
        ),
        KeySchema: [
          { AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sk, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: TABLE_KEYS.gsi1Name,
            KeySchema: [
              { AttributeName: TABLE_KEYS.gsi1pk, KeyType: 'HASH' },
              { AttributeName: TABLE_KEYS.gsi1sk, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
        StreamSpecification: TABLE_STREAM,
      }),
    );
  } catch (error) {
    // Two starters raced (e.g. parallel test files on one engine): the other one created it.
    if (error instanceof ResourceInUseException) return false;
    throw error;
  }
  await waitUntilTableExists(
    { client, maxWaitTime: 30, minDelay: 0.1, maxDelay: 0.5 },
    { TableName: tableName },
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttl, Enabled: true },
    }),
  );
  return true;
}

async function describeTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}
