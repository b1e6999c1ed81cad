/**
 * Until docs/decisions/012 every deadline was an item of its own in its owner's partition
 * (`DEADLINE#<projectId>#<deadlineId>`), a copy of the engine's output plus `isCompleted`. Deadlines
 * are now computed from the project item on every read, and the only state of theirs worth keeping,
 * the completion marks, sits on the project item (`completedDeadlines`, store/project-items.ts).
 *
 * This folds a table of the earlier layout into the current one: each completed deadline's id is
 * added to its project's set, then the deadline items are deleted. Safe to run again at any point
 * (a set add is idempotent, a deleted item is simply not found again), so a run cut short resumes.
 * The mark also bumps the project's revision: an edit read before it is refused (409) rather than
 * writing the project back without the mark. A Scan is fine here: it runs once per table, not per
 * request. Used on start by the local server, and on AWS by scripts/migrate.ts.
 */

import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  paginateScan,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import { isConditionFailure } from '#src/store/condition-failure';
import { COMPLETED_DEADLINES, PROJECT_PREFIX } from '#src/store/project-items';
import { PROFILE_SORT_KEY } from '#src/store/user-lookup';
import { projectsRevisionBump } from '#src/store/users';

const LEGACY_DEADLINE_PREFIX = 'DEADLINE#';

export interface FoldedDeadlines {
  /** Legacy deadline items deleted. */
  deadlineItems: number;
  /** Completion marks carried onto project items. */
  completionMarks: number;
}

export async function foldLegacyDeadlineItems(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<FoldedDeadlines> {
  const { pk, sk } = TABLE_KEYS;
  const folded: FoldedDeadlines = { deadlineItems: 0, completionMarks: 0 };
  const pages = paginateScan(
    { client },
    {
      TableName: tableName,
      FilterExpression: 'begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#sk': sk },
      ExpressionAttributeValues: { ':prefix': LEGACY_DEADLINE_PREFIX },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const projectId = String(item[sk]).slice(LEGACY_DEADLINE_PREFIX.length).split('#')[0];
      if (item.isCompleted === true && typeof item.id === 'string') {
        try {
          await client.send(
            new UpdateCommand({
              TableName: tableName,
              Key: { [pk]: item[pk], [sk]: `${PROJECT_PREFIX}${projectId}` },
              UpdateExpression: 'ADD #completed :id, #revision :one',
              // A deadline left behind by a deleted project marks nothing.
              ConditionExpression: 'attribute_exists(#pk)',
              ExpressionAttributeNames: {
                '#completed': COMPLETED_DEADLINES,
                '#revision': 'revision',
                '#pk': pk,
              },
              ExpressionAttributeValues: { ':id': new Set([item.id]), ':one': 1 },
            }),
          );
          folded.completionMarks += 1;
          // Then the owner's revision, so a warm API function reads the marked project again
          // (docs/decisions/017); a run cut short before it marks and bumps again on the next run.
          await client.send(
            new UpdateCommand(projectsRevisionBump(tableName, { [pk]: item[pk], [sk]: PROFILE_SORT_KEY })),
          );
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      await client.send(new DeleteCommand({ TableName: tableName, Key: { [pk]: item[pk], [sk]: item[sk] } }));
      folded.deadlineItems += 1;
    }
  }
  return folded;
}
