/**
 * When each alert fires (docs/architecture.md section 4): every statutory deadline with consequences 30, 14, 7,
 * 3 and 1 days before its due date (or once at the next 9:00 when entered too late for those), recurring reminders on their own date, Notice to Owner never (reference only,
 * docs/product.md section 1). Every alert fires at 9:00 in the project's zone, inside every SMS quiet-hours
 * rule (docs/sms-compliance.md: Florida's 8:00-20:00).
 */
import { TZDate } from '@date-fns/tz';
import { addDays, type LocalDate, todayIn } from '../calendar/local-date';
import {
  ALERT_OFFSETS_DAYS,
  type AlertKey,
  isRecurringReminder,
  type NamedDeadline,
  type PlannedAlert,
} from './types';
import { alertTargetDate } from './urgency';

export const ALERT_LOCAL_TIME = '09:00';
const ALERT_HOUR = 9;

/**
 * The UTC instant of 09:00 on `localDate` in `timeZone`, ISO 8601 ("2026-03-09T13:00:00.000Z").
 * `TZDate` reads the zone's offset for that wall-clock time from the IANA data behind `Intl`, so
 * the answer follows the zone's DST rules, never the host's zone. (9:00 is never inside a DST gap
 * or overlap in US zones, which shift at 2:00.)
 */
export function alertFireAt(localDate: LocalDate, timeZone: string): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, ALERT_HOUR, 0, 0, timeZone).getTime()).toISOString();
}

function alertDays(deadline: NamedDeadline): { alertKey: AlertKey; localDate: LocalDate }[] {
  if (!deadline.alertsEnabled) return [];
  if (isRecurringReminder(deadline)) return [{ alertKey: 'due', localDate: deadline.dueDate }];
  return ALERT_OFFSETS_DAYS.map((days) => ({
    alertKey: `d${days}` as const,
    localDate: addDays(alertTargetDate(deadline), -days),
  }));
}

/** The first 9:00 in `timeZone` after `now`: today's if it is still ahead, else tomorrow's. */
function nextAlertDay(now: Date, timeZone: string): LocalDate {
  const today = todayIn(timeZone, now);
  return Date.parse(alertFireAt(today, timeZone)) > now.getTime() ? today : addDays(today, 1);
}

export interface PlanOptions {
  timeZone: string;
  now: Date;
  /**
   * Whether an alert at or before `now` is on record (it fired, or is firing): a countdown alert of
   * the plan as it stands, or a catch-up alert of the deadline. A caller with no records (a replan of
   * one stored alert) leaves it out: nothing is on record.
   */
  onRecord?: (alert: PlannedAlert) => boolean;
}

/**
 * Alerts still ahead of `now`; one already past when the project is saved is not scheduled. A
 * deadline with consequences whose countdown is all behind `now` and of which nothing reached the
 * user (a sworn-statement demand entered on day 29) still gets one alert, `catch_up`, at the next
 * 9:00, while that day is not past its legal last day.
 */
export function planAlerts(deadlines: NamedDeadline[], options: PlanOptions): PlannedAlert[] {
  const { timeZone, now, onRecord = () => false } = options;
  const planned = (deadline: NamedDeadline, alertKey: AlertKey, localDate: LocalDate): PlannedAlert => ({
    deadlineId: deadline.id,
    projectId: deadline.projectId,
    alertKey,
    localDate,
    localTime: ALERT_LOCAL_TIME,
    timeZone,
    fireAt: alertFireAt(localDate, timeZone),
  });
  const ahead = (alert: PlannedAlert) => Date.parse(alert.fireAt) > now.getTime();
  return deadlines.flatMap((deadline) => {
    const countdown = alertDays(deadline).map(({ alertKey, localDate }) =>
      planned(deadline, alertKey, localDate),
    );
    const upcoming = countdown.filter(ahead);
    if (upcoming.length > 0 || countdown.length === 0 || isRecurringReminder(deadline)) return upcoming;
    const catchUp = planned(deadline, 'catch_up', nextAlertDay(now, timeZone));
    if (catchUp.localDate > deadline.legalLastDay || countdown.some(onRecord) || onRecord(catchUp)) return [];
    return [catchUp];
  });
}
