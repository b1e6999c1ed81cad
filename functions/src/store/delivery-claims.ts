/**
 * `SENT#<deadlineId>#<alertKey>` / `SENT` (docs/architecture.md section 3): a conditional write claims an
 * alert's delivery. Deadline ids carry the random project id, so the key is unique across users.
 */
import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { DeliveryClaims } from '#src/ports/delivery-claims';
import { type AlertPayload, alertPayloadOf } from '#src/ports/scheduler';
import { pendingDeliveryPut, skippedDeliveryItem } from './alert-deliveries';
import { alertPut } from './alerts';
import { cancellationReasons, refusedByCondition, transactWrite } from './transactions';

/** Claims outlive any retry of their alert; a year later they are history. */
const KEEP_SECONDS = 365 * 86_400;

const claimKey = (alert: Pick<AlertPayload, 'deadlineId' | 'alertKey'>) => ({
  [TABLE_KEYS.pk]: `${PARTITION_KEYS.sentClaim}${alert.deadlineId}#${alert.alertKey}`,
  [TABLE_KEYS.sk]: 'SENT',
});

export function dynamoDeliveryClaims(client: DynamoDBDocumentClient, tableName: string): DeliveryClaims {
  return {
    async claim({ alerts, messages, skipped }, at, redeliverAt) {
      const claimedAt = at.toISOString();
      try {
        await transactWrite(client, [
          ...alerts.flatMap(({ alert, sentIn }) => [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...claimKey(alert),
                  userId: alert.userId,
                  projectId: alert.projectId,
                  claimedAt,
                  [TABLE_KEYS.ttl]: Math.floor(at.getTime() / 1000) + KEEP_SECONDS,
                },
                ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
              },
            },
            {
              Put: {
                ...alertPut(tableName, {
                  ...alert,
                  state: 'sent',
                  skipReason: null,
                  sentIn,
                  updatedAt: claimedAt,
                }),
                // Only over the alert as judged: an edit that moved or removed it meanwhile wins, so
                // the moved alert keeps its new schedule and a removed one is not brought back.
                ConditionExpression: 'fireAt = :fireAt AND #state = :state',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: { ':fireAt': alert.fireAt, ':state': alert.state },
              },
            },
          ]),
          // A claim before this one (an alert re-armed for a new date) leaves sent records: overwritten.
          ...messages.map(({ key, message }) => ({
            Put: pendingDeliveryPut(tableName, message, key, at, redeliverAt),
          })),
          // In the same transaction, so that a crash after the claim cannot leave them out of the history.
          ...skipped.map((record) => ({ Put: { TableName: tableName, Item: skippedDeliveryItem(record) } })),
        ]);
        return { status: 'claimed' };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        const refused = (offset: number) =>
          alerts.flatMap(({ alert }, index) =>
            refusedByCondition(reasons[2 * index + offset]) ? [alertPayloadOf(alert)] : [],
          );
        const taken = refused(0);
        const changed = refused(1);
        if (taken.length === 0 && changed.length === 0) throw error;
        return { status: 'refused', taken, changed };
      }
    },

    async defer(waiting, skipped) {
      await transactWrite(client, [
        { Put: alertPut(tableName, waiting) },
        ...skipped.map((record) => ({ Put: { TableName: tableName, Item: skippedDeliveryItem(record) } })),
      ]);
    },

    async rearm(alert) {
      await client.send(new DeleteCommand({ TableName: tableName, Key: claimKey(alert) }));
    },
  };
}
