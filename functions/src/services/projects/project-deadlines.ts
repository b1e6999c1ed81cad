/**
 * A project's deadlines as the shared engine computes them from its fields, and the day its
 * plan-day index entry belongs under (docs/decisions/015). Deadlines are never stored
 * (docs/decisions/012): every read of a project comes through here.
 */
import {
  type ComputedDeadline,
  computeDeadlines,
  type DeadlineInput,
  EVENT_DATE_FIELDS,
  eachField,
  type LocalDate,
  nextPlanDay,
  type Project,
  todayIn,
} from '@lienminder/shared';
import { RecentlyUsed } from '#src/lib/recently-used';

/**
 * The engine's answers for the last few projects read: it is pure, and a warm function (or the
 * local server) reading the same dashboard again need not recompute 50 projects' 1,400 deadlines.
 * Keyed by every input the engine reads; bounded (about 15 KB an entry), least recently used dropped.
 */
const recentSchedules = new RecentlyUsed<string, readonly ComputedDeadline[]>(200);
/** `satisfies` fails the type check when the engine reads an input this key would miss. */
const ENGINE_INPUTS = Object.keys({
  projectId: true,
  type: true,
  firstFurnishingDate: true,
  lastFurnishingDate: true,
  role: true,
  paymentBond: true,
  lienRecordedDate: true,
  contestServedDate: true,
  ...eachField(EVENT_DATE_FIELDS, true as const),
  recurringAlertsInterval: true,
  recurringAlertsStartDate: true,
  recurringAlertsEndDate: true,
} satisfies Record<keyof DeadlineInput, true>) as (keyof DeadlineInput)[];

/** The project's deadlines, shared between reads: not to be modified. */
export function projectDeadlines(project: Omit<DeadlineInput, 'projectId'> & { id: string }) {
  const input: DeadlineInput = { ...project, projectId: project.id };
  const key = JSON.stringify(ENGINE_INPUTS.map((name) => input[name]));
  let deadlines = recentSchedules.get(key);
  if (deadlines === undefined) {
    deadlines = computeDeadlines(input).deadlines;
    recentSchedules.set(key, deadlines);
  }
  return deadlines;
}

/**
 * The day of the project's next deadline as of `now` in the project's zone: the plan-day index
 * entry it belongs under (store/plan-days.ts), null when no deadline is left.
 */
export const planDayAsOf = (project: Project, now: Date): LocalDate | null =>
  nextPlanDay(projectDeadlines(project), todayIn(project.timeZone, now));
