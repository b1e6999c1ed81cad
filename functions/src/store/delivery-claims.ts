/**
 * `SENT#<deadlineId>#<alertKey>` / `SENT` (DESIGN.md section 3): a conditional write claims an
 * alert's delivery. Deadline ids carry the random project id, so the key is unique across users.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveryClaims } from '#ports/delivery-claims';
import type { AlertPayload } from '#ports/scheduler';
import { TABLE_KEYS } from './table-definition';

/** Claims outlive any retry of their alert; a year later they are history. */
const KEEP_SECONDS = 365 * 86_400;

const claimKey = (alert: Pick<AlertPayload, 'deadlineId' | 'alertKey'>) => ({
  [TABLE_KEYS.pk]: `SENT#${alert.deadlineId}#${alert.alertKey}`,
  [TABLE_KEYS.sk]: 'SENT',
});

export function dynamoDeliveryClaims(client: DynamoDBDocumentClient, tableName: string): DeliveryClaims {
  const update = (alert: AlertPayload, expression: string, values: Record<string, unknown>) =>
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: claimKey(alert),
        UpdateExpression: expression,
        ...(expression.includes('#state') ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
        ExpressionAttributeValues: values,
      }),
    );

  return {
    async claim(alert, { now, leaseMs }) {
      try {
        const answer = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: claimKey(alert),
            // Free, or held by an attempt whose lease has run out (it crashed or was released).
            ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk}) OR (#state = :sending AND leaseExpiresAt < :now)`,
            UpdateExpression:
              'SET #state = :sending, leaseExpiresAt = :lease, userId = :userId, projectId = :projectId, #ttl = :ttl ADD attempts :one',
            ExpressionAttributeNames: { '#state': 'state', '#ttl': TABLE_KEYS.ttl },
            ExpressionAttributeValues: {
              ':sending': 'sending',
              ':now': now.toISOString(),
              ':lease': new Date(now.getTime() + leaseMs).toISOString(),
              ':userId': alert.userId,
              ':projectId': alert.projectId,
              ':ttl': Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
              ':one': 1,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        const item = answer.Attributes ?? {};
        const delivered = item.delivered instanceof Set ? [...(item.delivered as Set<string>)] : [];
        return { status: 'claimed', attempt: item.attempts as number, delivered };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const held = await client.send(
          new GetCommand({ TableName: tableName, Key: claimKey(alert), ConsistentRead: true }),
        );
        if (held.Item?.state === 'sending') {
          return { status: 'in_progress', leaseExpiresAt: held.Item.leaseExpiresAt as string };
        }
        return { status: 'done' };
      }
    },

    async recordDelivered(alert, recipient) {
      await update(alert, 'ADD delivered :recipient', { ':recipient': new Set([recipient]) });
    },

    async release(alert) {
      await update(alert, 'SET leaseExpiresAt = :released', { ':released': '' });
    },

    async finish(alert, outcome, at) {
      await update(alert, 'SET #state = :outcome, finishedAt = :at REMOVE leaseExpiresAt', {
        ':outcome': outcome,
        ':at': at.toISOString(),
      });
    },

    async rearm(alert) {
      try {
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: claimKey(alert),
            // Never from under a delivery in progress: that one finishes under its own claim.
            ConditionExpression: '#state <> :sending',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':sending': 'sending' },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },
  };
}
