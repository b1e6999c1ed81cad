/**
 * A project's deadlines as the shared engine computes them from its fields, and the day its
 * plan-day index entry belongs under (docs/decisions/015). Deadlines are never stored
 * (docs/decisions/012): every read of a project comes through here, named and dated only
 * (`nameDeadlines`) or with their descriptions too (`computeDeadlines`) where an answer shows them
 * (docs/decisions/006).
 */
import {
  DEADLINE_INPUT_FIELDS,
  type DeadlineInput,
  type DeadlineSchedule,
  type LocalDate,
  type NamedDeadline,
  nameDeadlines,
  nextPlanDay,
  type Project,
  todayIn,
} from '@lienminder/shared';
import { RecentlyUsed } from '#src/lib/recently-used';

/** Every input the engine reads: the key computed deadlines are kept under. */
const ENGINE_INPUTS = [
  'projectId',
  ...DEADLINE_INPUT_FIELDS,
] as const satisfies readonly (keyof DeadlineInput)[];

/** A project's deadlines as a reader gets them: shared between reads, not to be modified. */
export type ProjectDeadlines<D extends NamedDeadline> = (
  project: Omit<DeadlineInput, 'projectId'> & { id: string },
) => readonly D[];

/**
 * `engine`'s deadlines, kept for the last few projects read: it is pure, and a warm function (or
 * the local server) reading the same dashboard again need not recompute 50 projects' 1,400
 * deadlines. Keyed by every input the engine reads; bounded (about 15 KB an entry with
 * descriptions), least recently used dropped. Made by the store's composition part, not here:
 * a call at this module's top level would put `engine` in every bundle that imports the module.
 */
export function keptDeadlines<D extends NamedDeadline>(
  engine: (input: DeadlineInput) => DeadlineSchedule<D>,
): ProjectDeadlines<D> {
  const recentSchedules = new RecentlyUsed<string, readonly D[]>(200);
  return (project) => {
    const input: DeadlineInput = { ...project, projectId: project.id };
    const key = JSON.stringify(ENGINE_INPUTS.map((name) => input[name]));
    let deadlines = recentSchedules.get(key);
    if (deadlines === undefined) {
      deadlines = engine(input).deadlines;
      recentSchedules.set(key, deadlines);
    }
    return deadlines;
  };
}

/**
 * The day of the project's next deadline as of `now` in the project's zone: the plan-day index
 * entry it belongs under (store/plan-days.ts), null when no deadline is left. Named and dated only:
 * the day is all it needs.
 */
export const planDayAsOf = (project: Project, now: Date): LocalDate | null =>
  planDayOf(project, nameDeadlines({ ...project, projectId: project.id }).deadlines, now);

/** The same day from the deadlines already computed for the project. */
export const planDayOf = (
  project: Pick<Project, 'timeZone'>,
  deadlines: readonly NamedDeadline[],
  now: Date,
): LocalDate | null => nextPlanDay(deadlines, todayIn(project.timeZone, now));

/**
 * The day a save indexes the project under: its next deadline as of the save (the project's
 * `updatedAt`, in its zone), from the deadlines the save computed.
 */
export const planDayOnSave = (project: Project, deadlines: readonly NamedDeadline[]): LocalDate | null =>
  planDayOf(project, deadlines, new Date(project.updatedAt));
