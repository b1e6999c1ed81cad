import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { StoreHealth } from '#src/ports/store-health';

/** A GetItem on a key that never exists: it proves the table answers reads, and costs nothing. */
export function dynamoStoreHealth(client: DynamoDBDocumentClient, tableName: string): StoreHealth {
  return {
    async ping() {
      await client.send(
        new GetCommand({
          TableName: tableName,
          Key: { [TABLE_KEYS.pk]: PARTITION_KEYS.health, [TABLE_KEYS.sk]: 'HEALTH' },
        }),
      );
    },
  };
}
