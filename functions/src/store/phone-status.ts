/**
 * `PHONE#<e164>` / `PHONE` (DESIGN.md section 3): the current opt-in state of a number. The consent
 * log is the append-only proof; this item is the one-read answer the sender needs.
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PhoneStatus, PhoneStatuses } from '#ports/phone-status';
import { TABLE_KEYS } from './table-definition';

const phoneKey = (e164: string) => ({ [TABLE_KEYS.pk]: `PHONE#${e164}`, [TABLE_KEYS.sk]: 'PHONE' });

export function dynamoPhoneStatuses(client: DynamoDBDocumentClient, tableName: string): PhoneStatuses {
  return {
    async get(e164) {
      const answer = await client.send(new GetCommand({ TableName: tableName, Key: phoneKey(e164) }));
      return (answer.Item?.status as PhoneStatus | undefined) ?? null;
    },

    async set(e164, status, at) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...phoneKey(e164),
            entity: 'phoneStatus',
            phone: e164,
            status,
            updatedAt: at.toISOString(),
          },
        }),
      );
    },
  };
}
