import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppConfig } from '../config';

/** One client per container. Locally it talks to DynamoDB Local, which accepts any credentials. */
export function createDocumentClient(config: AppConfig): DynamoDBDocumentClient {
  const client = config.dynamodbEndpoint
    ? new DynamoDBClient({
        endpoint: config.dynamodbEndpoint,
        region: process.env.AWS_REGION ?? 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      })
    : new DynamoDBClient({});
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
