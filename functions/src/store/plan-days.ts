/**
 * The plan-day index (docs/decisions/015): each project item sits in the table's index under the
 * date of its next deadline, `PLANDAY#<localDate>#<shard>` / `<userId>#<projectId>` (the shard
 * of the user, store/day-shards.ts), so the daily reconciliation of alert plans finds the projects
 * with a deadline in the coming weeks as small Queries per day, never a Scan. Every project write
 * sets it (store/project-items.ts); the reconciliation moves an entry on once its day has passed. A project with no deadline left is not
 * in the index. Pure key shapes here (the day itself is the shared `nextPlanDay`);
 * store/plan-day-index.ts reads and moves the entries.
 */
import type { LocalDate } from '@lienminder/shared';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import { dayOfPartition, dayShardPartition } from './day-shards';

export const PLAN_DAY_PREFIX = PARTITION_KEYS.planDay;

/** The user's shard of the day's index partition. */
export const planDayPartition = (localDate: LocalDate, userId: string) =>
  dayShardPartition(PLAN_DAY_PREFIX, localDate, userId);

/** The day an index partition key names. */
export const planDayOfPartition = (partitionKey: string): LocalDate =>
  dayOfPartition(PLAN_DAY_PREFIX, partitionKey) as LocalDate;

/** The index attributes of a project item whose next deadline is `planDay`. */
export const planDayKeys = (userId: string, projectId: string, planDay: LocalDate) => ({
  [TABLE_KEYS.gsi1pk]: planDayPartition(planDay, userId),
  [TABLE_KEYS.gsi1sk]: `${userId}#${projectId}`,
});
