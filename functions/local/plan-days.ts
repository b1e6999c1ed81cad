/**
 * A data directory made before docs/decisions/015 holds projects outside the plan-day index: on
 * start they are put in it, so the daily reconciliation of alert plans finds them.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { indexProjectPlanDays } from '#local/migrations/plan-day-backfill';
import { log } from '#src/log';
import { planDayAsOf } from '#src/services/projects/project-deadlines';

export async function indexPlanDaysOnStart(client: DynamoDBClient, tableName: string): Promise<void> {
  // Not destroyed here: the document client shares the caller's client. Real time: the local
  // clock (POST /api/dev/clock) starts at it on every start.
  const now = new Date();
  const indexed = await indexProjectPlanDays(DynamoDBDocumentClient.from(client), tableName, (project) =>
    planDayAsOf(project, now),
  );
  if (indexed > 0) log.info('Put the projects saved before the plan-day index into it', { indexed });
}
