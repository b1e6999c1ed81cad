import { DEADLINE_TYPES, type NamedDeadline, type Project } from '@lienminder/shared';

/** Newest first; ids break ties so the order is stable. */
export function newestFirst(
  a: Pick<Project, 'createdAt' | 'id'>,
  b: Pick<Project, 'createdAt' | 'id'>,
): number {
  return b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
}

/** ISO dates and ids order as plain strings (no locale rules: this sorts a Gold account's 1,400 deadlines). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Soonest first, then in the order the law runs (notice before lien before reminders). */
function byDueDateThenLaw(a: NamedDeadline, b: NamedDeadline): number {
  return byCodeUnits(a.dueDate, b.dueDate) || DEADLINE_TYPES.indexOf(a.type) - DEADLINE_TYPES.indexOf(b.type);
}

/** One project's deadlines; ids break ties so the order is stable. */
export function soonestFirst(a: NamedDeadline, b: NamedDeadline): number {
  return byDueDateThenLaw(a, b) || byCodeUnits(a.id, b.id);
}

/** Deadlines of many projects: same-day deadlines of one kind in project-name order. */
export function soonestFirstAcrossProjects(
  a: { deadline: NamedDeadline; project: Pick<Project, 'name'> },
  b: { deadline: NamedDeadline; project: Pick<Project, 'name'> },
): number {
  return (
    byDueDateThenLaw(a.deadline, b.deadline) ||
    a.project.name.localeCompare(b.project.name) ||
    byCodeUnits(a.deadline.id, b.deadline.id)
  );
}
