/**
 * `PHONE#<e164>` / `PHONE` (docs/architecture.md section 3): the current opt-in state of a number. The consent
 * log is the append-only proof; this item is the one-read answer the sender needs. Only the consent
 * log writes it (store/consent-log.ts), in the transaction of the record that says why, and
 * conditionally: `changedAt` is the time of the change it holds, and a change older than that is
 * refused, so a START processed late never undoes a newer STOP (nor a late STOP a newer START).
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PhoneStatus, PhoneStatuses } from '#src/ports/phone-status';
import { phoneKey } from './phone-status-item';

/**
 * The status change a consent record makes, for the consent log's transaction. A keyword (STOP,
 * START) moves the status either way if nothing newer is on record; a form's opt-in (the opt-in
 * page, registration, a project's consent box) never replaces an opt-out, which only the number's
 * own START undoes (docs/sms-compliance.md "Keywords"). Items written before `changedAt` existed have
 * none and take any change, as they did.
 */
export function phoneStatusChange(e164: string, status: PhoneStatus, at: Date, byKeyword: boolean) {
  const newer = 'attribute_not_exists(#changedAt) OR #changedAt <= :at';
  return {
    Item: { ...phoneKey(e164), entity: 'phoneStatus', phone: e164, status, changedAt: at.toISOString() },
    ConditionExpression: byKeyword
      ? newer
      : `attribute_not_exists(#status) OR (#status <> :optedOut AND (${newer}))`,
    ExpressionAttributeNames: { '#changedAt': 'changedAt', ...(byKeyword ? {} : { '#status': 'status' }) },
    ExpressionAttributeValues: {
      ':at': at.toISOString(),
      ...(byKeyword ? {} : { ':optedOut': 'opted_out' satisfies PhoneStatus }),
    },
  };
}

export function dynamoPhoneStatuses(client: DynamoDBDocumentClient, tableName: string): PhoneStatuses {
  return {
    async get(e164) {
      const answer = await client.send(
        // Strongly consistent: a STOP holds from the moment it is recorded (docs/sms-compliance.md).
        new GetCommand({ TableName: tableName, Key: phoneKey(e164), ConsistentRead: true }),
      );
      return (answer.Item?.status as PhoneStatus | undefined) ?? null;
    },
  };
}
