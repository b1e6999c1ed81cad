import type { LocalDate } from '../calendar/local-date';
import type { ComputedDeadline } from './types';

/**
 * The day a project's alert plan next needs a look: its first deadline due on or after
 * `onOrAfter`, or null when every deadline is behind it. The store files the project under this day
 * (the plan-day index, docs/decisions/015) and the daily reconciliation moves it on.
 */
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
