/**
 * `SESSION#<sessionId>` / `SESSION` (docs/decisions/010): one item per sign-in, in its own partition
 * rather than the user's, so signing in and out does not wake the `USER#` stream's alert sync. The
 * item expires with its token through TTL; reads check the time as well, since TTL deletes late
 * (and DynamoDB Local never does).
 */
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { SessionStore } from '#src/ports/session-store';

const sessionKey = (sessionId: string) => ({
  [TABLE_KEYS.pk]: `${PARTITION_KEYS.session}${sessionId}`,
  [TABLE_KEYS.sk]: 'SESSION',
});

export function dynamoSessionStore(client: DynamoDBDocumentClient, tableName: string): SessionStore {
  return {
    async start(session) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...sessionKey(session.sessionId),
            entity: 'session',
            userId: session.userId,
            createdAt: session.createdAt,
            [TABLE_KEYS.ttl]: session.expiresAtSeconds,
          },
          ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
        }),
      );
    },

    async isActive(sessionId, userId, now) {
      const answer = await client.send(new GetCommand({ TableName: tableName, Key: sessionKey(sessionId) }));
      const item = answer.Item;
      if (!item || item.userId !== userId) return false;
      return Number(item[TABLE_KEYS.ttl]) > Math.floor(now.getTime() / 1000);
    },

    async end(sessionId) {
      await client.send(new DeleteCommand({ TableName: tableName, Key: sessionKey(sessionId) }));
    },
  };
}
