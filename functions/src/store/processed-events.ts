/**
 * `STRIPE_EVENT#<eventId>` / `EVENT` (docs/architecture.md section 3): a lease while a delivery acts on the
 * event, then `done`. The lease outlives the webhook function's 10-second timeout several times
 * over, so it runs out only once its holder is surely gone; Stripe's next retry (minutes later)
 * then takes it over. Stripe retries a delivery for up to three days; the item lives a week and
 * then expires through TTL. TTL deletion is late (never in DynamoDB Local), so an expired item that
 * still exists counts as gone.
 */
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { Clock } from '#src/ports/clock';
import type { ProcessedEvents } from '#src/ports/processed-events';
import { isConditionFailure } from './condition-failure';

const KEEP_SECONDS = 7 * 24 * 60 * 60;
const EVENT_LEASE_SECONDS = 60;

const eventKey = (eventId: string) => ({
  [TABLE_KEYS.pk]: `${PARTITION_KEYS.stripeEvent}${eventId}`,
  [TABLE_KEYS.sk]: 'EVENT',
});

export function dynamoProcessedEvents(
  client: DynamoDBDocumentClient,
  tableName: string,
  clock: Clock,
): ProcessedEvents {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const names = { '#pk': TABLE_KEYS.pk, '#ttl': TABLE_KEYS.ttl, '#state': 'state' };

  return {
    async claim(eventId) {
      const now = nowSeconds();
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...eventKey(eventId),
              entity: 'stripeEvent',
              state: 'leased',
              leaseUntil: now + EVENT_LEASE_SECONDS,
              [TABLE_KEYS.ttl]: now + KEEP_SECONDS,
            },
            ConditionExpression:
              'attribute_not_exists(#pk) OR #ttl < :now OR (#state = :leased AND leaseUntil < :now)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':now': now, ':leased': 'leased' },
          }),
        );
        return 'claimed';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: eventKey(eventId), ConsistentRead: true }),
      );
      // Claims written before leases existed carry no state: they were handled (or given up) then.
      return Item?.state === 'leased' ? 'in-progress' : 'done';
    },

    async complete(eventId) {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: eventKey(eventId),
          UpdateExpression: 'SET #state = :done, #ttl = :expiresAt REMOVE leaseUntil',
          ExpressionAttributeNames: { '#state': 'state', '#ttl': TABLE_KEYS.ttl },
          ExpressionAttributeValues: { ':done': 'done', ':expiresAt': nowSeconds() + KEEP_SECONDS },
        }),
      );
    },

    async release(eventId) {
      try {
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: eventKey(eventId),
            // A delivery that took the lease over after this one's ran out may have finished it.
            ConditionExpression: '#state = :leased',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':leased': 'leased' },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
