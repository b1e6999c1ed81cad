import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AppConfig } from '../config';
import { withoutCallLogging } from './without-call-logging';

/**
 * The plain DynamoDB client, one per container. Locally it talks to DynamoDB Local, which accepts
 * any credentials. A file of its own: the document client's module (lib-dynamodb) would otherwise
 * join deliver-alert's bundle, which uses the plain client alone (store/delivery-records.ts).
 */
export function createTableClient(config: AppConfig): DynamoDBClient {
  return withoutCallLogging(
    config.dynamodbEndpoint
      ? new DynamoDBClient({
          endpoint: config.dynamodbEndpoint,
          region: process.env.AWS_REGION ?? 'us-east-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        })
      : new DynamoDBClient({}),
  );
}
