/**
 * Once a day, early in the Florida morning (docs/decisions/007): every alert still `scheduled` to
 * fire in the next few days is touched (`sweptAt`), and the table's stream hands the touched items
 * to ApplySchedules, which creates or updates their schedules. A schedule lost for any reason (a
 * stream batch given up after its retries, a manual delete) so comes back before it fires. Then
 * every alert waiting beyond the scheduling window (lib/scheduling-window.ts) whose day
 * has come into range is brought into it, and the stream creates its schedule. Table only: the
 * sweep decides, ApplySchedules acts.
 */
import { addDays, FLORIDA_TIME_ZONES, todayIn } from '@lienminder/shared';
import { runLimited } from '#src/lib/run-limited';
import { beyondSchedulingWindow, lastScheduledDay } from '#src/lib/scheduling-window';
import type { AlertStore } from '#src/ports/alert-store';
import type { Clock } from '#src/ports/clock';

/**
 * Days after today whose alerts the sweep touches. A lost schedule only needs to exist again
 * before its alert fires, and the sweep runs every day before the 9:00 alerts, so today alone
 * would reach every alert once. The two days after give each alert three sweeps before it fires,
 * so a failed run or two loses nothing; a longer window would only repeat what later sweeps do.
 */
export const SWEEP_DAYS_AHEAD = 2;

/** Items touched side by side: each touch is one small conditional write. */
const TOUCHES_IN_PARALLEL = 8;

/** Days read side by side: each is one Query per shard, themselves run a few at a time. */
const DAYS_IN_PARALLEL = 2;

export interface SweepDependencies {
  clock: Clock;
  /** Days ahead whose alerts hold a schedule (lib/scheduling-window.ts). */
  schedulingWindowDays: number;
  alerts: Pick<AlertStore, 'listScheduledOn' | 'markSwept' | 'listUnscheduledThrough' | 'markInWindow'>;
}

export interface SweepReport {
  /** Scheduled alerts still to fire in the window. */
  checked: number;
  /** Of those, the ones touched; the rest fired, moved away or were removed meanwhile. */
  touched: number;
  /** Alerts that came into the scheduling window and were given their schedule. */
  scheduled: number;
}

export async function sweepAlerts(dependencies: SweepDependencies): Promise<SweepReport> {
  const { clock, alerts } = dependencies;
  const now = clock.now();
  // The westernmost Florida zone is the latest to reach a date: start from its today.
  const firstDay = FLORIDA_TIME_ZONES.map((zone) => todayIn(zone, now)).sort()[0] as string;
  const days = Array.from({ length: SWEEP_DAYS_AHEAD + 1 }, (_, offset) => addDays(firstDay, offset));
  const found = (await runLimited(days, DAYS_IN_PARALLEL, (day) => alerts.listScheduledOn(day))).flat();
  // One firing now is in send-alert's hands: its schedule has done its work.
  const due = found.filter((alert) => Date.parse(alert.fireAt) > now.getTime());
  const touched = await runLimited(due, TOUCHES_IN_PARALLEL, (alert) => alerts.markSwept(alert, now));
  const scheduled = await scheduleComingIntoWindow(dependencies, now);
  return { checked: due.length, touched: touched.filter(Boolean).length, scheduled };
}

/**
 * Every waiting alert up to the last day the window reaches in any Florida zone is read, not only
 * the day that has just come into range: an alert a failed sweep left waiting is scheduled by the
 * next one. Only alerts inside the window in their own zone are brought in (the eastern zone
 * reaches a date an hour before the western).
 */
async function scheduleComingIntoWindow(
  { alerts, schedulingWindowDays }: SweepDependencies,
  now: Date,
): Promise<number> {
  const lastDay = FLORIDA_TIME_ZONES.map((zone) => lastScheduledDay(zone, now, schedulingWindowDays))
    .sort()
    .at(-1) as string;
  const waiting = await alerts.listUnscheduledThrough(lastDay);
  const inRange = waiting.filter((alert) => !beyondSchedulingWindow(alert, now, schedulingWindowDays));
  const brought = await runLimited(inRange, TOUCHES_IN_PARALLEL, (alert) => alerts.markInWindow(alert, now));
  return brought.filter(Boolean).length;
}
