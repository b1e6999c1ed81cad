/**
 * Runs the table migrations a deployed stage's table has not run yet, in order, and records each
 * in the table (functions/local/migrations/table-migrations.ts). The pipeline runs it after every deploy
 * (.github/actions/deploy-stage); by hand, with credentials for the stage's account:
 *
 *   TABLE_NAME=<the stack output TableName> AWS_REGION=us-east-1 npx tsx scripts/migrate.ts
 *
 * A new migration goes at the end of the list, under an id that never changes; each must be safe to
 * run again after a partial run, and on a table that never had the data it moves (a new stage runs
 * them all, finding nothing to do).
 */

import { shardDayPartitions } from '../functions/local/migrations/day-shard-migration';
import { foldLegacyDeadlineItems } from '../functions/local/migrations/legacy-deadline-items';
import { indexProjectPlanDays } from '../functions/local/migrations/plan-day-backfill';
import {
  recordedMigrations,
  runTableMigrations,
  type TableMigration,
} from '../functions/local/migrations/table-migrations';
import { turnTextsOnUnlessTurnedOff } from '../functions/local/migrations/texts-on-unless-turned-off';
import { planDayAsOf } from '../functions/src/services/projects/project-deadlines';
import { migrateStageTable } from './stage-table';

const TABLE_MIGRATIONS: readonly TableMigration[] = [
  {
    // docs/decisions/012: the per-deadline items of the earlier layout folded into their projects.
    id: '012-deadline-items-folded',
    async run(client, tableName) {
      const folded = await foldLegacyDeadlineItems(client, tableName);
      return `${folded.deadlineItems} deadline items folded, ${folded.completionMarks} completion marks kept`;
    },
  },
  {
    // docs/decisions/015: projects saved before the plan-day index put in it.
    id: '015-plan-day-index',
    async run(client, tableName) {
      const now = new Date();
      const indexed = await indexProjectPlanDays(client, tableName, (project) => planDayAsOf(project, now));
      return `${indexed} projects put in the plan-day index`;
    },
  },
  {
    // docs/decisions/023: day partitions moved to their user's shard.
    id: '023-day-shards',
    async run(client, tableName) {
      const moved = await shardDayPartitions(client, tableName, new Date());
      return `${moved.sharded} index keys moved to their shard, ${moved.unscheduled} alerts beyond the scheduling window unscheduled`;
    },
  },
  {
    // Issue 45: `smsAlerts` became the project's one switch for texts, on unless turned off.
    id: '045-texts-on-unless-turned-off',
    async run(client, tableName) {
      const changed = await turnTextsOnUnlessTurnedOff(client, tableName);
      return `${changed} projects saved before the one SMS switch now text their consented phones`;
    },
  },
];

await migrateStageTable(async (client, tableName) => {
  const ran = await runTableMigrations(client, tableName, TABLE_MIGRATIONS);
  const recorded = await recordedMigrations(client, tableName);
  for (const record of ran) console.log(`${record.id}: ${record.summary}`);
  return `${ran.length} migrations ran now, ${recorded.length} of ${TABLE_MIGRATIONS.length} recorded in all`;
});
