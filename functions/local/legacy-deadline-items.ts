/**
 * A data directory made before docs/decisions/012 keeps one item per deadline: on start they fold
 * into their projects (completion marks kept), so a user's data survives the upgrade.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { foldLegacyDeadlineItems } from '#local/migrations/legacy-deadline-items';
import { log } from '#src/log';

export async function foldDeadlineItemsOnStart(client: DynamoDBClient, tableName: string): Promise<void> {
  // Not destroyed here: the document client shares the caller's client.
  const folded = await foldLegacyDeadlineItems(DynamoDBDocumentClient.from(client), tableName);
  if (folded.deadlineItems > 0)
    log.info('Folded the deadline items of the earlier layout into their projects', { ...folded });
}
