import { type ComputedDeadline, DEADLINE_TYPES, type Project } from '@lienclock/shared';

/** Newest first; ids break ties so the order is stable. */
export function newestFirst(a: Project, b: Project): number {
  return b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
}

/** Soonest first, then in the order the law runs (notice before lien before reminders). */
export function soonestFirst(a: ComputedDeadline, b: ComputedDeadline): number {
  return (
    a.dueDate.localeCompare(b.dueDate) ||
    DEADLINE_TYPES.indexOf(a.type) - DEADLINE_TYPES.indexOf(b.type) ||
    a.id.localeCompare(b.id)
  );
}
