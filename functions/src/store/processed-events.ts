/**
 * `STRIPE_EVENT#<eventId>` / `EVENT` claims (DESIGN.md section 3). Stripe retries a delivery for up
 * to three days; the claim lives a week and then expires through TTL. TTL deletion is late (never in
 * DynamoDB Local), so an expired claim that still exists counts as gone.
 */
import { DeleteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '#ports/clock';
import type { ProcessedEvents } from '#ports/processed-events';
import { TABLE_KEYS } from './table-definition';

const CLAIM_SECONDS = 7 * 24 * 60 * 60;

const eventKey = (eventId: string) => ({
  [TABLE_KEYS.pk]: `STRIPE_EVENT#${eventId}`,
  [TABLE_KEYS.sk]: 'EVENT',
});

export function dynamoProcessedEvents(
  client: DynamoDBDocumentClient,
  tableName: string,
  clock: Clock,
): ProcessedEvents {
  return {
    async claim(eventId) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...eventKey(eventId),
              entity: 'stripeEvent',
              [TABLE_KEYS.ttl]: nowSeconds + CLAIM_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(#pk) OR #ttl < :now',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk, '#ttl': TABLE_KEYS.ttl },
            ExpressionAttributeValues: { ':now': nowSeconds },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },

    async release(eventId) {
      await client.send(new DeleteCommand({ TableName: tableName, Key: eventKey(eventId) }));
    },
  };
}
