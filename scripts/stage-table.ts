/**
 * What a one-off migration of a deployed stage's table starts from: the table named by TABLE_NAME
 * and a document client with the caller's AWS credentials, closed when the migration ends.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export async function migrateStageTable(
  migrate: (client: DynamoDBDocumentClient, tableName: string) => Promise<string>,
): Promise<void> {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) throw new Error('Set TABLE_NAME to the stage table (see the stack outputs).');
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  try {
    console.log(`${tableName}: ${await migrate(client, tableName)}`);
  } finally {
    client.destroy();
  }
}
