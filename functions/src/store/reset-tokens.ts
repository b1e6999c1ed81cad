/**
 * `RESET#<sha256(token)>` / `RESET` (docs/architecture.md section 3). Expiry is checked on every read and in
 * the redeeming transaction: TTL deletes late (DynamoDB Local never does). Redeeming also ends the
 * user's calendar feed in that transaction (store/calendar-feeds.ts).
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { ResetTokenStore } from '#src/ports/reset-tokens';
import { writeEndingTheFeed } from './calendar-feeds';
import { transactWrite } from './transactions';
import { userKey } from './user-lookup';

const resetKey = (tokenHash: string) => ({
  [TABLE_KEYS.pk]: `${PARTITION_KEYS.resetToken}${tokenHash}`,
  [TABLE_KEYS.sk]: 'RESET',
});

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function dynamoResetTokenStore(client: DynamoDBDocumentClient, tableName: string): ResetTokenStore {
  return {
    async save(record) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...resetKey(record.tokenHash),
            entity: 'resetToken',
            userId: record.userId,
            sessionVersion: record.sessionVersion,
            createdAt: record.createdAt,
            [TABLE_KEYS.ttl]: record.expiresAtSeconds,
          },
          ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
        }),
      );
    },

    async find(tokenHash, now) {
      const answer = await client.send(
        new GetCommand({ TableName: tableName, Key: resetKey(tokenHash), ConsistentRead: true }),
      );
      const item = answer.Item;
      if (!item || Number(item[TABLE_KEYS.ttl]) <= epochSeconds(now)) return null;
      return {
        tokenHash,
        userId: item.userId as string,
        sessionVersion: item.sessionVersion as number,
        createdAt: item.createdAt as string,
        expiresAtSeconds: Number(item[TABLE_KEYS.ttl]),
      };
    },

    redeem(record, passwordHash, now) {
      // The calendar feed ends in the same write: an address handed out under the old password
      // must not keep reading the account after it is taken back.
      return writeEndingTheFeed(client, tableName, record.userId, (feed) =>
        transactWrite(client, [
          {
            Delete: {
              TableName: tableName,
              Key: resetKey(record.tokenHash),
              ConditionExpression: 'attribute_exists(#pk) AND #ttl > :now AND userId = :userId',
              ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk, '#ttl': TABLE_KEYS.ttl },
              ExpressionAttributeValues: { ':now': epochSeconds(now), ':userId': record.userId },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: userKey(record.userId),
              UpdateExpression: `SET passwordHash = :hash ADD sessionVersion :one ${feed.update}`,
              ConditionExpression: `sessionVersion = :issuedVersion AND ${feed.condition}`,
              ExpressionAttributeNames: feed.names,
              ExpressionAttributeValues: {
                ':hash': passwordHash,
                ':one': 1,
                ':issuedVersion': record.sessionVersion,
                ...feed.values,
              },
            },
          },
          ...feed.items,
        ]),
      );
    },
  };
}
