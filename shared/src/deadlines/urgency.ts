/** How close a deadline is, as the dashboard shows it (spec sections 4 and 9). */
import { daysBetween, type LocalDate } from '../calendar/local-date';

/** Deadlines this close count as urgent alerts on the dashboard. */
export const URGENT_WINDOW_DAYS = 7;
/** At this many days or fewer the critical message appears. */
export const CRITICAL_WINDOW_DAYS = 3;
/** The sidebar lists this many upcoming deadlines. */
export const UPCOMING_DEADLINES_SHOWN = 5;
/** Upcoming-deadline badges turn from outline to secondary at this many days. */
export const UPCOMING_SOON_DAYS = 30;

export type UrgencyLevel = 'critical' | 'urgent' | 'warning';
export type UpcomingBadgeVariant = 'destructive' | 'secondary' | 'outline';

/** Whole calendar days from `today` (a Florida date, see `todayIn`) to `dueDate`; negative once past. */
export function daysLeft(dueDate: LocalDate, today: LocalDate): number {
  return daysBetween(today, dueDate);
}

export function urgencyLevel(daysLeft: number): UrgencyLevel {
  if (daysLeft <= CRITICAL_WINDOW_DAYS) return 'critical';
  if (daysLeft <= URGENT_WINDOW_DAYS) return 'urgent';
  return 'warning';
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft === 0) return 'Due Today';
  if (daysLeft < 0) return `Overdue by ${days(-daysLeft)}`;
  return `${days(daysLeft)} left`;
}

export function upcomingBadgeVariant(daysLeft: number): UpcomingBadgeVariant {
  if (daysLeft <= URGENT_WINDOW_DAYS) return 'destructive';
  if (daysLeft <= UPCOMING_SOON_DAYS) return 'secondary';
  return 'outline';
}
