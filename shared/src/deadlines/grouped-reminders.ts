import type { DeadlineView, UpcomingDeadline } from '../api-types';
import { isRecurringReminder } from './types';
import { UPCOMING_DEADLINES_SHOWN } from './urgency';

/**
 * docs/product.md section 2: recurring reminders are grouped per project, the earliest being the next alert.
 * `upcoming` is the full list, soonest first; `isUrgent` tells those due within the urgent window.
 * A project's later reminders are counted on its first listed one (`followingReminders`) instead of
 * being listed, unless the dashboard shows them one by one anyway (urgent, or among the first
 * UPCOMING_DEADLINES_SHOWN), so every count and list on the screen is what the full list gives. A
 * year of 15-day reminders thus costs one entry, not 26.
 */
export function groupUpcomingReminders<T extends Pick<DeadlineView, 'type' | 'project'>>(
  upcoming: T[],
  isUrgent: (deadline: T) => boolean,
): (T & Pick<UpcomingDeadline, 'followingReminders'>)[] {
  type Listed = T & Pick<UpcomingDeadline, 'followingReminders'>;
  const listed: Listed[] = [];
  const firstReminderOf = new Map<string, Listed>();
  for (const [position, deadline] of upcoming.entries()) {
    const first = isRecurringReminder(deadline) ? firstReminderOf.get(deadline.project.id) : undefined;
    if (isRecurringReminder(deadline) && !first) {
      const next = { ...deadline, followingReminders: 0 };
      firstReminderOf.set(deadline.project.id, next);
      listed.push(next);
    } else if (!first || position < UPCOMING_DEADLINES_SHOWN || isUrgent(deadline)) {
      listed.push(deadline);
    } else {
      first.followingReminders = (first.followingReminders ?? 0) + 1;
    }
  }
  return listed;
}
