/**
 * The plan-day index (docs/decisions/015): each project item sits in the table's index under the
 * date of its next deadline, `PLANDAY#<localDate>` / `<userId>#<projectId>`, so the daily
 * reconciliation of alert plans finds the projects with a deadline in the coming weeks as one small
 * Query per day, never a Scan. Every project write sets it (store/project-items.ts); the
 * reconciliation moves an entry on once its day has passed. A project with no deadline left is not
 * in the index. Pure key shapes here; store/plan-day-index.ts reads and moves the entries.
 */
import type { ComputedDeadline, LocalDate } from '@lienminder/shared';
import { TABLE_KEYS } from './table-definition';

const PLAN_DAY_PREFIX = 'PLANDAY#';

export const planDayPartition = (localDate: LocalDate) => `${PLAN_DAY_PREFIX}${localDate}`;

/** The day an index partition key names. */
export const planDayOfPartition = (partitionKey: string): LocalDate =>
  partitionKey.slice(PLAN_DAY_PREFIX.length) as LocalDate;

/** The first deadline due on or after `onOrAfter`, or null when every deadline is behind it. */
export function nextPlanDay(
  deadlines: readonly Pick<ComputedDeadline, 'dueDate'>[],
  onOrAfter: LocalDate,
): LocalDate | null {
  let next: LocalDate | null = null;
  for (const { dueDate } of deadlines) {
    if (dueDate >= onOrAfter && (next === null || dueDate < next)) next = dueDate;
  }
  return next;
}

/** The index attributes of a project item whose next deadline is `planDay`. */
export const planDayKeys = (userId: string, projectId: string, planDay: LocalDate) => ({
  [TABLE_KEYS.gsi1pk]: planDayPartition(planDay),
  [TABLE_KEYS.gsi1sk]: `${userId}#${projectId}`,
});
