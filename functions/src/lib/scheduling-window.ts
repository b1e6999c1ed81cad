/**
 * The scheduling window (docs/decisions/023): only the alerts of the coming SCHEDULING_WINDOW_DAYS
 * hold an EventBridge Scheduler schedule. The rest are stored as planned but unscheduled
 * (`unscheduled` on the alert item), and the daily sweep gives each its schedule as its day comes
 * into range (services/alerts/daily-sweep.ts). Pure.
 */
import { addDays, type LocalDate, todayIn } from '@lienminder/shared';

/**
 * Days ahead, counted in the alert's own zone, whose alerts are scheduled. EventBridge Scheduler's
 * schedules per account and Region were 1,000,000 by default in the quota table this was designed
 * against; https://docs.aws.amazon.com/scheduler/latest/UserGuide/scheduler-quotas.html now gives
 * 10,000,000, adjustable either way. One schedule per pending alert up to a year ahead is about half
 * a year's alerts, ~6,000,000 at 100,000 accounts (about 33,000 alerts a day on average). With the
 * window, pending schedules are the alerts of today and the 14 days ahead: ~500,000, half the older
 * default and 5% of the current one. Two weeks also lets the daily sweep fail 13 days running
 * before an alert comes due without its schedule, and keeps every alert of the coming fortnight
 * scheduled from the moment it is saved.
 */
export const SCHEDULING_WINDOW_DAYS = 14;

/** The last day, in `timeZone`, whose alerts hold a schedule at `now` with a window of `windowDays`. */
export const lastScheduledDay = (timeZone: string, now: Date, windowDays: number): LocalDate =>
  addDays(todayIn(timeZone, now), windowDays);

/** Whether an alert of `localDate` in `timeZone` waits, unscheduled, for the window to reach it. */
export const beyondSchedulingWindow = (
  alert: { localDate: string; timeZone: string },
  now: Date,
  windowDays: number,
): boolean => alert.localDate > lastScheduledDay(alert.timeZone, now, windowDays);
