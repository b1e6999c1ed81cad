/**
 * The AWS side of docs/decisions/023: moves the index keys of the unsharded day partitions
 * (`ALERTDAY#<date>`, `DELIVERYDUE#<date>`, `PLANDAY#<date>`) to their user's shard, and the
 * scheduled alerts beyond the scheduling window out of Scheduler until they come into range, in a
 * deployed stage's table. Run once right after deploying the release that reads the shards, with
 * credentials for that account; it can be stopped and run again, and any run after a complete one
 * finds nothing to do:
 *
 *   TABLE_NAME=<the stage's table> AWS_REGION=us-east-1 npx tsx scripts/migrate-day-shards.ts
 */
import { shardDayPartitions } from '../functions/src/store/day-shard-migration';
import { migrateStageTable } from './stage-table';

await migrateStageTable(async (client, tableName) => {
  const moved = await shardDayPartitions(client, tableName, new Date());
  return `${moved.sharded} index keys moved to their shard, ${moved.unscheduled} alerts beyond the scheduling window unscheduled`;
});
