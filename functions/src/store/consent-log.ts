/**
 * `CONSENT#<yyyy-mm>` / `<timestamp>#<id>` (DESIGN.md section 3): the SMS consent proof log, one
 * partition a month so the admin list reads a month in order. Append-only: the conditional put
 * refuses to replace an existing record, and nothing here updates or deletes one.
 */
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsentLog } from '#ports/consent-log';
import { TABLE_KEYS } from './table-definition';

export function dynamoConsentLog(client: DynamoDBDocumentClient, tableName: string): ConsentLog {
  return {
    async append(record) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            [TABLE_KEYS.pk]: `CONSENT#${record.timestamp.slice(0, 7)}`,
            [TABLE_KEYS.sk]: `${record.timestamp}#${record.id}`,
            entity: 'smsConsent',
            ...record,
          },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
        }),
      );
    },
  };
}
