/**
 * `PHONE#<e164>` / `PHONE` (DESIGN.md section 3): the current opt-in state of a number. The consent
 * log is the append-only proof; this item is the one-read answer the sender needs.
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PhoneStatus, PhoneStatuses } from '#ports/phone-status';
import { TABLE_KEYS } from './table-definition';

const phoneKey = (e164: string) => ({ [TABLE_KEYS.pk]: `PHONE#${e164}`, [TABLE_KEYS.sk]: 'PHONE' });

/** The item, also for the consent log's keyword transaction (store/consent-log.ts). */
export function phoneStatusItem(e164: string, status: PhoneStatus, at: Date): Record<string, unknown> {
  return { ...phoneKey(e164), entity: 'phoneStatus', phone: e164, status, updatedAt: at.toISOString() };
}

export function dynamoPhoneStatuses(client: DynamoDBDocumentClient, tableName: string): PhoneStatuses {
  return {
    async get(e164) {
      const answer = await client.send(
        // Strongly consistent: a STOP holds from the moment it is recorded (SMS_COMPLIANCE.md).
        new GetCommand({ TableName: tableName, Key: phoneKey(e164), ConsistentRead: true }),
      );
      return (answer.Item?.status as PhoneStatus | undefined) ?? null;
    },

    async set(e164, status, at) {
      await client.send(new PutCommand({ TableName: tableName, Item: phoneStatusItem(e164, status, at) }));
    },
  };
}
