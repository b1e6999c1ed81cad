/**
 * A phone status put straight into the table, as a test's starting point: what an earlier STOP,
 * START or consent left (store/phone-status.ts), without going through the consent log.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AppConfig } from '#src/config';
import { TABLE_KEYS } from '#src/keys';
import type { PhoneStatus } from '#src/ports/phone-status';
import { createDocumentClient } from '#src/store/document-client';

export async function setPhoneStatus(config: AppConfig, e164: string, status: PhoneStatus, at: Date) {
  await createDocumentClient(config).send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        [TABLE_KEYS.pk]: `PHONE#${e164}`,
        [TABLE_KEYS.sk]: 'PHONE',
        entity: 'phoneStatus',
        phone: e164,
        status,
        changedAt: at.toISOString(),
      },
    }),
  );
}
