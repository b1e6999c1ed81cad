import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** DynamoDB's limit of requests in one BatchWriteItem. */
const BATCH_LIMIT = 25;
const MAX_BATCH_ATTEMPTS = 8;

/** BatchWriteItem in chunks of 25, re-sending what DynamoDB hands back as unprocessed. */
export async function batchWrite(
  client: DynamoDBDocumentClient,
  tableName: string,
  requests: Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_LIMIT) {
    let pending = requests.slice(start, start + BATCH_LIMIT);
    for (let attempt = 1; pending.length > 0; attempt++) {
      if (attempt > MAX_BATCH_ATTEMPTS) throw new Error('DynamoDB left writes unprocessed');
      if (attempt > 1) await sleep(Math.random() * 25 * 2 ** attempt);
      const answer = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (answer.UnprocessedItems?.[tableName] ?? []) as Record<string, unknown>[];
    }
  }
}
