import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type AppConfig, localDynamoDbSettings } from '#src/config';
import { withoutCallLogging } from './without-call-logging';

/**
 * The plain DynamoDB client, one per container. Locally it talks to DynamoDB Local with the data
 * directory's access key. A file of its own: the document client's module (lib-dynamodb) would
 * otherwise join deliver-alert's bundle, which uses the plain client alone (store/delivery-records.ts).
 */
export function createTableClient(config: AppConfig): DynamoDBClient {
  return withoutCallLogging(
    config.localDynamoDb
      ? new DynamoDBClient(localDynamoDbSettings(config.localDynamoDb))
      : new DynamoDBClient({}),
  );
}
