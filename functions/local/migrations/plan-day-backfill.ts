/**
 * Project items written before the plan-day index (docs/decisions/015) are not in it, so the daily
 * reconciliation of alert plans would never find them: this indexes each under its next deadline
 * as of now (`planDayOf`, the services' rule: services/projects/project-deadlines.ts). Safe to run again at any point (an indexed project is skipped, and the write is
 * conditional on the project still being unindexed, so a save meanwhile wins). A Scan is fine here:
 * it runs once per table, not per request. Used on start by the local server, and on AWS by
 * scripts/migrate.ts. Each indexed project's stream record re-syncs its alerts once.
 */

import { type DynamoDBDocumentClient, paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalDate, Project } from '@lienminder/shared';
import { TABLE_KEYS } from '#src/keys';
import { isConditionFailure } from '#src/store/condition-failure';
import { planDayKeys } from '#src/store/plan-days';
import { itemToProject, PROJECT_PREFIX, userIdOfPartition } from '#src/store/project-items';

export async function indexProjectPlanDays(
  client: DynamoDBDocumentClient,
  tableName: string,
  planDayOf: (project: Project) => LocalDate | null,
): Promise<number> {
  const { pk, sk, gsi1pk, gsi1sk } = TABLE_KEYS;
  let indexed = 0;
  const pages = paginateScan(
    { client },
    {
      TableName: tableName,
      FilterExpression: 'begins_with(#sk, :prefix) AND attribute_not_exists(#gsi1pk)',
      ExpressionAttributeNames: { '#sk': sk, '#gsi1pk': gsi1pk },
      ExpressionAttributeValues: { ':prefix': PROJECT_PREFIX },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const userId = userIdOfPartition(String(item[pk]));
      if (!userId) continue;
      const project = itemToProject(item);
      const planDay = planDayOf(project);
      if (!planDay) continue;
      const keys = planDayKeys(userId, project.id, planDay);
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { [pk]: item[pk], [sk]: item[sk] },
            UpdateExpression: 'SET #gsi1pk = :pk, #gsi1sk = :sk',
            ConditionExpression: 'attribute_exists(#pkName) AND attribute_not_exists(#gsi1pk)',
            ExpressionAttributeNames: { '#pkName': pk, '#gsi1pk': gsi1pk, '#gsi1sk': gsi1sk },
            ExpressionAttributeValues: { ':pk': keys[gsi1pk], ':sk': keys[gsi1sk] },
          }),
        );
        indexed += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  return indexed;
}
