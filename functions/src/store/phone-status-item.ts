/**
 * `PHONE#<e164>` / `PHONE`: the key of a number's opt-in state (store/phone-status.ts writes it with
 * the consent log), and the one read deliver-alert makes of it before each text, over the plain
 * DynamoDB client for the reason store/delivery-records.ts gives (deliver-alert's 250 KB budget).
 * The stack lets deliver-alert read these items and write none (infra/lib/data.ts).
 */
import { type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { PHONE_PARTITION_PREFIX, TABLE_KEYS } from '#src/keys';
import type { PhoneStatus, PhoneStatuses } from '#src/ports/phone-status';

const PHONE_SORT_KEY = 'PHONE';

export const phoneKey = (e164: string) => ({
  [TABLE_KEYS.pk]: `${PHONE_PARTITION_PREFIX}${e164}`,
  [TABLE_KEYS.sk]: PHONE_SORT_KEY,
});

export function plainPhoneStatuses(client: DynamoDBClient, tableName: string): PhoneStatuses {
  return {
    async get(e164) {
      const answer = await client.send(
        // Strongly consistent: a STOP holds from the moment it is recorded (docs/sms-compliance.md).
        new GetItemCommand({
          TableName: tableName,
          Key: {
            [TABLE_KEYS.pk]: { S: `${PHONE_PARTITION_PREFIX}${e164}` },
            [TABLE_KEYS.sk]: { S: PHONE_SORT_KEY },
          },
          ConsistentRead: true,
        }),
      );
      return (answer.Item?.status?.S as PhoneStatus | undefined) ?? null;
    },
  };
}
