/**
 * How every client reaches DynamoDB Local (`npm start`, the tests, the tools): its address and this
 * app's access key. The engine keeps one database per access key and region (`<key>_<region>.db`
 * in its data folder), so a client with any other key, or another region, finds no table of the
 * app's (docs/decisions/016). The region is therefore fixed here, whatever AWS_REGION says.
 */
import type { LocalDynamoDb } from '#src/config';

export const LOCAL_DYNAMODB_REGION = 'us-east-1';

export function localDynamoDbSettings({ endpoint, accessKeyId }: LocalDynamoDb) {
  return {
    endpoint,
    region: LOCAL_DYNAMODB_REGION,
    // The engine checks no signature, so the key alone opens the database; the SDK still signs.
    credentials: { accessKeyId, secretAccessKey: 'local' },
  };
}
