import type { DeadlineView, LocalDate, ProjectSummary } from '@lienminder/shared';

export interface RecurringReminderGroup {
  project: ProjectSummary;
  /** The earliest upcoming reminder: the project's next alert. */
  nextDueDate: LocalDate;
  remaining: number;
}

const isRecurring = (deadline: DeadlineView) =>
  deadline.type === 'recurring_lien_reminder' || deadline.type === 'periodic_alert';

/** Spec "Dashboard": recurring reminders grouped per project, the earliest due date being the next alert. */
export function groupRecurringReminders(upcoming: DeadlineView[]): RecurringReminderGroup[] {
  const groups = new Map<string, RecurringReminderGroup>();
  for (const deadline of upcoming.filter(isRecurring)) {
    const group = groups.get(deadline.project.id);
    if (!group) {
      groups.set(deadline.project.id, {
        project: deadline.project,
        nextDueDate: deadline.dueDate,
        remaining: 1,
      });
      continue;
    }
    group.remaining += 1;
    if (deadline.dueDate < group.nextDueDate) group.nextDueDate = deadline.dueDate;
  }
  return [...groups.values()].sort((a, b) => (a.nextDueDate < b.nextDueDate ? -1 : 1));
}

/** A project's lien and notice deadlines (its reminders are shown grouped instead). */
export function lienDeadlinesOf(upcoming: DeadlineView[], projectId: string): DeadlineView[] {
  return upcoming.filter((deadline) => deadline.project.id === projectId && !isRecurring(deadline));
}
