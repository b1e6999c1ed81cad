/** How close a deadline is, as the dashboard shows it (docs/product.md sections 4 and 9). */
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

/**
 * The day a deadline counts down to, in alerts and on screen: its due date, or for a "before"
 * deadline whose counted day is closed (the final payment affidavit, s. 713.06(3)(d)) the earlier
 * last safe day. Counting to the later day would promise days that are already gone.
 */
export function alertTargetDate(deadline: { dueDate: LocalDate; legalLastDay: LocalDate }): LocalDate {
  // Dates as strings: Math.min would not compare them.
  if (deadline.legalLastDay < deadline.dueDate) return deadline.legalLastDay;
  return deadline.dueDate;
}

/** Days left on a deadline: to the day it counts down to (`alertTargetDate`). */
export const daysLeftFor = (deadline: { dueDate: LocalDate; legalLastDay: LocalDate }, today: LocalDate) =>
  daysLeft(alertTargetDate(deadline), today);

/**
 * Where a deadline not done stands on `today` (docs/florida-rules.md section 5): counting down to the
 * day it aims for; from a due date s. 713.011 rolled off a weekend or holiday to its legal last day,
 * still on time until that day; overdue only once the legal last day is past.
 */
export type DeadlineTiming =
  | { kind: 'due'; daysLeft: number }
  | { kind: 'still_on_time'; until: LocalDate }
  | { kind: 'overdue'; daysOverdue: number };

export function deadlineTiming(
  deadline: { dueDate: LocalDate; legalLastDay: LocalDate },
  today: LocalDate,
): DeadlineTiming {
  if (today > deadline.legalLastDay)
    return { kind: 'overdue', daysOverdue: daysBetween(deadline.legalLastDay, today) };
  const left = daysLeftFor(deadline, today);
  // On a due date that rolled (a Saturday, a holiday) the clerk is closed: "Due Today" would ask
  // for what cannot be done that day. From the due date on, it is still on time until the legal last day.
  if (left > 0 || (left === 0 && deadline.legalLastDay <= deadline.dueDate))
    return { kind: 'due', daysLeft: left };
  return { kind: 'still_on_time', until: deadline.legalLastDay };
}

/** Past its legal last day on `today`: the only deadlines that show and count as overdue. */
export const isOverdue = (deadline: { legalLastDay: LocalDate }, today: LocalDate) =>
  today > deadline.legalLastDay;

/**
 * "12 days left", "Due Today", "Still on time until Mon, Jul 6, 2026", "Overdue by 2 days";
 * `formatDate` writes the legal last day as the screen or message writes dates.
 */
export function deadlineTimingLabel(
  timing: DeadlineTiming,
  formatDate: (date: LocalDate) => string = (date) => date,
): string {
  if (timing.kind === 'due') return daysLeftLabel(timing.daysLeft);
  if (timing.kind === 'still_on_time') return `Still on time until ${formatDate(timing.until)}`;
  return `Overdue by ${days(timing.daysOverdue)}`;
}

/** Past the day to aim for, on time or not, a deadline is critical. */
export const timingUrgency = (timing: DeadlineTiming): UrgencyLevel =>
  timing.kind === 'due' ? urgencyLevel(timing.daysLeft) : 'critical';

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
