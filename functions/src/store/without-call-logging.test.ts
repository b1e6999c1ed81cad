import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { expect, it } from 'vitest';
import type { AppConfig } from '#src/config';
import { TABLE_KEYS } from '#src/keys';
import { createTestTable } from '#test/dynamodb';
import { createTableClient } from './table-client';

const middlewareNames = (client: DynamoDBClient) => client.middlewareStack.identify().join('\n');

it("takes the SDK's logger middleware off the table client, which still reads the table", async () => {
  // The stock client has it, under the name the helper removes.
  expect(middlewareNames(new DynamoDBClient({ region: 'us-east-1' }))).toContain('loggerMiddleware');

  const { endpoint, accessKeyId, tableName } = await createTestTable();
  const client = createTableClient({ localDynamoDb: { endpoint, accessKeyId } } as AppConfig);
  expect(middlewareNames(client)).not.toContain('loggerMiddleware');
  const { Item } = await client.send(
    new GetItemCommand({
      TableName: tableName,
      Key: { [TABLE_KEYS.pk]: { S: 'USER#nobody' }, [TABLE_KEYS.sk]: { S: 'PROJECT#none' } },
    }),
  );
  expect(Item).toBeUndefined();
});
