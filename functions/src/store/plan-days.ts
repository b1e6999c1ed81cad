/**
 * The plan-day index (docs/decisions/015): each project item sits in the table's index under the
 * date of its next deadline, `PLANDAY#<localDate>` / `<userId>#<projectId>`, so the daily
 * reconciliation of alert plans finds the projects with a deadline in the coming weeks as one small
 * Query per day, never a Scan. Every project write sets it (store/project-items.ts); the
 * reconciliation moves an entry on once its day has passed. A project with no deadline left is not
 * in the index. Pure key shapes here (the day itself is the shared `nextPlanDay`);
 * store/plan-day-index.ts reads and moves the entries.
 */
import type { LocalDate } from '@lienminder/shared';
import { TABLE_KEYS } from './table-definition';

const PLAN_DAY_PREFIX = 'PLANDAY#';

export const planDayPartition = (localDate: LocalDate) => `${PLAN_DAY_PREFIX}${localDate}`;

/** The day an index partition key names. */
export const planDayOfPartition = (partitionKey: string): LocalDate =>
  partitionKey.slice(PLAN_DAY_PREFIX.length) as LocalDate;

/** The index attributes of a project item whose next deadline is `planDay`. */
export const planDayKeys = (userId: string, projectId: string, planDay: LocalDate) => ({
  [TABLE_KEYS.gsi1pk]: planDayPartition(planDay),
  [TABLE_KEYS.gsi1sk]: `${userId}#${projectId}`,
});
