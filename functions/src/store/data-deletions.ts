/**
 * `USER#<userId>` / `DATA_DELETION`: the user's pending data deletion (docs/decisions/011), indexed
 * by due time under `gsi1pk = DATA_DELETION` so the daily job reads only what is due. In the user's
 * partition, beside the profile, so that deleting the account one day takes it along.
 */
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { DataDeletion, DataDeletions } from '#src/ports/data-deletions';
import { userPartition } from './project-items';
import { queryAll } from './query-all';

const DUE_PARTITION = PARTITION_KEYS.dataDeletionDue;
const SORT_KEY = 'DATA_DELETION';

const deletionKey = (userId: string) => ({
  [TABLE_KEYS.pk]: userPartition(userId),
  [TABLE_KEYS.sk]: SORT_KEY,
});

const toDeletion = (item: Record<string, unknown>): DataDeletion => ({
  userId: item.userId as string,
  dueAt: item.dueAt as string,
});

export function dynamoDataDeletions(client: DynamoDBDocumentClient, tableName: string): DataDeletions {
  return {
    async schedule({ userId, dueAt }) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...deletionKey(userId),
            entity: 'dataDeletion',
            userId,
            dueAt,
            [TABLE_KEYS.gsi1pk]: DUE_PARTITION,
            [TABLE_KEYS.gsi1sk]: `${dueAt}#${userId}`,
          },
        }),
      );
    },

    async cancel(userId) {
      await client.send(new DeleteCommand({ TableName: tableName, Key: deletionKey(userId) }));
    },

    async find(userId) {
      const answer = await client.send(
        new GetCommand({ TableName: tableName, Key: deletionKey(userId), ConsistentRead: true }),
      );
      return answer.Item ? toDeletion(answer.Item) : null;
    },

    async listDue(now) {
      const items = await queryAll(client, {
        TableName: tableName,
        IndexName: TABLE_KEYS.gsi1Name,
        KeyConditionExpression: '#pk = :due AND #sk <= :now',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk, '#sk': TABLE_KEYS.gsi1sk },
        // '~' sorts after every user id character: everything due up to this instant.
        ExpressionAttributeValues: { ':due': DUE_PARTITION, ':now': `${now.toISOString()}~` },
      });
      return items.map(toDeletion);
    },
  };
}
