import {
  type DeadlineView,
  isRecurringReminder,
  type LocalDate,
  type ProjectSummary,
  type UpcomingDeadline,
} from '@lienminder/shared';

export interface RecurringReminderGroup {
  project: ProjectSummary;
  /** The earliest upcoming reminder: the project's next alert. */
  nextDueDate: LocalDate;
  remaining: number;
}

/**
 * docs/product.md "Dashboard": recurring reminders grouped per project, the earliest due date being the next
 * alert. The server lists a project's later reminders or only counts them (`followingReminders`).
 */
export function groupRecurringReminders(upcoming: UpcomingDeadline[]): RecurringReminderGroup[] {
  const groups = new Map<string, RecurringReminderGroup>();
  for (const deadline of upcoming.filter(isRecurringReminder)) {
    const counted = 1 + (deadline.followingReminders ?? 0);
    const group = groups.get(deadline.project.id);
    if (!group) {
      groups.set(deadline.project.id, {
        project: deadline.project,
        nextDueDate: deadline.dueDate,
        remaining: counted,
      });
      continue;
    }
    group.remaining += counted;
    if (deadline.dueDate < group.nextDueDate) group.nextDueDate = deadline.dueDate;
  }
  return [...groups.values()].sort((a, b) => (a.nextDueDate < b.nextDueDate ? -1 : 1));
}

/** A project's lien and notice deadlines (its reminders are shown grouped instead). */
export function lienDeadlinesOf(upcoming: DeadlineView[], projectId: string): DeadlineView[] {
  return upcoming.filter((deadline) => deadline.project.id === projectId && !isRecurringReminder(deadline));
}
