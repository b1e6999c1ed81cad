/**
 * Attempt counters `RATE#<action>#<key>` / `<window start>`: one atomic ADD per attempt, expiring
 * through TTL. TTL deletion runs late (and never in DynamoDB Local), which is harmless here: an old
 * window's item is simply never read again.
 */
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '#ports/clock';
import type { RateLimiter } from '#ports/rate-limiter';
import { TABLE_KEYS } from './table-definition';

export function dynamoRateLimiter(
  client: DynamoDBDocumentClient,
  tableName: string,
  clock: Clock,
): RateLimiter {
  return {
    async hit(rule, key) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
      const windowEnd = windowStart + rule.windowSeconds;
      const answer = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { [TABLE_KEYS.pk]: `RATE#${rule.action}#${key}`, [TABLE_KEYS.sk]: String(windowStart) },
          UpdateExpression: 'ADD attempts :one SET #ttl = if_not_exists(#ttl, :expiresAt)',
          ExpressionAttributeNames: { '#ttl': TABLE_KEYS.ttl },
          ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowEnd },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const attempts = Number(answer.Attributes?.attempts ?? 1);
      return { allowed: attempts <= rule.limit, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
    },
  };
}
