import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppConfig } from '#src/config';
import { createTableClient } from './table-client';

/** One client per container, for every store but deliver-alert's records (store/delivery-records.ts). */
export function createDocumentClient(config: AppConfig): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(createTableClient(config), {
    marshallOptions: { removeUndefinedValues: true },
  });
}
