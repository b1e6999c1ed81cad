/**
 * The AWS side of docs/decisions/015: puts the project items written before the plan-day index
 * into it, in a deployed stage's table, so the daily reconciliation of alert plans finds them. Run
 * once after deploying the release that reads the index, with credentials for that account (any
 * run after the first finds nothing to do):
 *
 *   TABLE_NAME=<the stage's table> AWS_REGION=us-east-1 npx tsx scripts/migrate-plan-days.ts
 */
import { planDayAsOf } from '../functions/src/services/projects/project-deadlines';
import { indexProjectPlanDays } from '../functions/src/store/plan-day-backfill';
import { migrateStageTable } from './stage-table';

await migrateStageTable(async (client, tableName) => {
  const now = new Date();
  const indexed = await indexProjectPlanDays(client, tableName, (project) => planDayAsOf(project, now));
  return `${indexed} projects put in the plan-day index`;
});
