/**
 * Attempt counters `RATE#<action>#<key>` / `<window start>`: one atomic ADD per attempt, expiring
 * through TTL. TTL deletion runs late (and never in DynamoDB Local), which is harmless here: an old
 * window's item is simply never read again.
 */
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { Clock } from '#src/ports/clock';
import type { RateLimit, RateLimiter } from '#src/ports/rate-limiter';
import { isConditionFailure } from './condition-failure';

export function dynamoRateLimiter(
  client: DynamoDBDocumentClient,
  tableName: string,
  clock: Clock,
): RateLimiter {
  const windowOf = (rule: RateLimit, key: string) => {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
    const windowEnd = windowStart + rule.windowSeconds;
    return {
      key: {
        [TABLE_KEYS.pk]: `${PARTITION_KEYS.rateLimit}${rule.action}#${key}`,
        [TABLE_KEYS.sk]: String(windowStart),
      },
      windowEnd,
      retryAfterSeconds: Math.max(1, windowEnd - nowSeconds),
    };
  };

  return {
    async hit(rule, key) {
      const { key: itemKey, windowEnd, retryAfterSeconds } = windowOf(rule, key);
      const answer = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: itemKey,
          UpdateExpression: 'ADD attempts :one SET #ttl = if_not_exists(#ttl, :expiresAt)',
          ExpressionAttributeNames: { '#ttl': TABLE_KEYS.ttl },
          ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowEnd },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const attempts = Number(answer.Attributes?.attempts ?? 1);
      return { allowed: attempts <= rule.limit, retryAfterSeconds };
    },

    async check(rule, key) {
      const { key: itemKey, retryAfterSeconds } = windowOf(rule, key);
      const answer = await client.send(
        new GetCommand({ TableName: tableName, Key: itemKey, ConsistentRead: true }),
      );
      const attempts = Number(answer.Item?.attempts ?? 0);
      return { allowed: attempts < rule.limit, retryAfterSeconds };
    },

    async release(rule, key) {
      const { key: itemKey } = windowOf(rule, key);
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: itemKey,
            UpdateExpression: 'ADD attempts :minusOne',
            // A window that has just ended left nothing to take back (and no item is created).
            ConditionExpression: 'attempts > :zero',
            ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
