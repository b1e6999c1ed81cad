/** How close a deadline is, as the dashboard shows it (docs/product.md sections 4 and 9). */
import { daysBetween, type LocalDate } from '../calendar/local-date';

/** A day with its s. 713.011 legal last day (types.ts `StatutoryDay`, without the reason). */
interface CountedDay {
  dueDate: LocalDate;
  legalLastDay: LocalDate;
}

/**
 * A deadline as it is counted down: its day, and on the 45-day notice its last day to mail
 * (`mailBy`, day 40), which is what counts (s. 713.18(4)).
 */
export interface CountedDeadline extends CountedDay {
  mailBy?: CountedDay | undefined;
}

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
 * last safe day. Counting to the later day would promise days that are already gone. On the 45-day
 * notice, its last day to mail: a notice mailed after day 40 is served only when delivered
 * (s. 713.18(4)), so only hand delivery is sure after it, and counting to day 45 would promise a
 * mailing that no longer works.
 */
export function alertTargetDate(deadline: CountedDeadline): LocalDate {
  const day = deadline.mailBy ?? deadline;
  // Dates as strings: Math.min would not compare them.
  if (day.legalLastDay < day.dueDate) return day.legalLastDay;
  return day.dueDate;
}

/** Days left on a deadline: to the day it counts down to (`alertTargetDate`). */
export const daysLeftFor = (deadline: CountedDeadline, today: LocalDate) =>
  daysLeft(alertTargetDate(deadline), today);

/**
 * Where a deadline not done stands on `today` (docs/florida-rules.md section 5): counting down to the
 * day it aims for; from a due date s. 713.011 rolled off a weekend or holiday to its legal last day,
 * still on time until that day; overdue only once the legal last day is past. The 45-day notice
 * counts down to its last day to mail; past it, it can still be delivered by hand until its own day
 * (`hand_delivery`, s. 713.18(4)).
 */
export type DeadlineTiming =
  | { kind: 'due'; daysLeft: number }
  | { kind: 'still_on_time'; until: LocalDate }
  | { kind: 'hand_delivery'; until: LocalDate }
  | { kind: 'overdue'; daysOverdue: number };

export function deadlineTiming(deadline: CountedDeadline, today: LocalDate): DeadlineTiming {
  if (today > deadline.legalLastDay)
    return { kind: 'overdue', daysOverdue: daysBetween(deadline.legalLastDay, today) };
  const { mailBy } = deadline;
  if (mailBy && today > mailBy.legalLastDay)
    return {
      kind: 'hand_delivery',
      until: today > deadline.dueDate ? deadline.legalLastDay : deadline.dueDate,
    };
  const day = mailBy ?? deadline;
  const left = daysLeftFor(day, today);
  // On a due date that rolled (a Saturday, a holiday) the clerk is closed: "Due Today" would ask
  // for what cannot be done that day. From the due date on, it is still on time until the legal last day.
  if (left > 0 || (left === 0 && day.legalLastDay <= day.dueDate)) return { kind: 'due', daysLeft: left };
  return { kind: 'still_on_time', until: day.legalLastDay };
}

/** Past its legal last day on `today`: the only deadlines that show and count as overdue. */
export const isOverdue = (deadline: { legalLastDay: LocalDate }, today: LocalDate) =>
  today > deadline.legalLastDay;

/**
 * "12 days left", "Due Today", "Still on time until Mon, Jul 6, 2026", "Hand-deliver by Fri, Dec 4,
 * 2026", "Overdue by 2 days"; `formatDate` writes the dates as the screen or message writes them.
 */
export function deadlineTimingLabel(
  timing: DeadlineTiming,
  formatDate: (date: LocalDate) => string = (date) => date,
): string {
  if (timing.kind === 'due') return daysLeftLabel(timing.daysLeft);
  if (timing.kind === 'still_on_time') return `Still on time until ${formatDate(timing.until)}`;
  if (timing.kind === 'hand_delivery') return `Hand-deliver by ${formatDate(timing.until)}`;
  return `Overdue by ${days(timing.daysOverdue)}`;
}

/**
 * "mail by Nov 30, or hand-deliver by Dec 4": the two last days of the 45-day notice, for every
 * screen and alert that names its date (s. 713.18(4): mailed by day 40, or delivered by day 45);
 * null for a deadline without a mailing day.
 */
export function mailOrHandDeliverBy(
  deadline: CountedDeadline,
  formatDate: (date: LocalDate) => string = (date) => date,
): string | null {
  if (!deadline.mailBy) return null;
  return `mail by ${formatDate(deadline.mailBy.dueDate)}, or hand-deliver by ${formatDate(deadline.dueDate)}`;
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
