/**
 * A phone status put straight into the table, as a test's starting point: what an earlier STOP,
 * START or consent left (store/phone-status.ts), without going through the consent log.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PhoneStatus } from '#ports/phone-status';
import type { AppConfig } from '../src/config';
import { createDocumentClient } from '../src/store/document-client';
import { TABLE_KEYS } from '../src/keys';

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
