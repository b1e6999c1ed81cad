/**
 * The scheduling window (docs/decisions/024): only the alerts of the coming SCHEDULING_WINDOW_DAYS
 * hold an EventBridge Scheduler schedule. The rest are stored as planned but unscheduled
 * (`unscheduled` on the alert item), and the daily sweep gives each its schedule as its day comes
 * into range (services/alerts/daily-sweep.ts). Pure.
 */
import { addDays, type LocalDate, todayIn } from '@lienminder/shared';

/**
 * Days ahead, counted in the alert's own zone, whose alerts are scheduled. Scheduler holds at most
 * 1,000,000 schedules per account and Region by default in the quota table this was designed
 * against (https://docs.aws.amazon.com/scheduler/latest/UserGuide/scheduler-quotas.html; the page
 * now gives 10,000,000, adjustable either way), and one schedule per pending alert for up to a year
 * ahead is ~1,450 for a Gold account alone: at 100,000 accounts, millions. Pending schedules are now
 * about the alerts of one day times this window: ~50,000 alerts a day at 100,000 accounts (the
 * capacity model gives the figure) times 14 is ~700,000, under 80% of the lower quota. Two weeks
 * also lets the daily sweep fail 13 days in a row before an alert comes due without a schedule,
 * and alerts within it keep their schedule from the moment they are saved.
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
