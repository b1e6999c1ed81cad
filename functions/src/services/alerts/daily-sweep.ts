/**
 * Once a day (DESIGN.md section 4): every alert due in the next 35 days that should have a
 * schedule gets one. Creating an existing schedule updates it to the stored time, so a schedule
 * lost for any reason (a failed call, a crash between item and schedule, a manual delete) comes
 * back, and failed ones are retried. Reads 36 day-partitions of the index; no Scan.
 */
import { addDays, FLORIDA_TIME_ZONES, todayIn } from '@lienclock/shared';
import type { AlertStore } from '#ports/alert-store';
import type { Clock } from '#ports/clock';
import type { OperatorNotices } from '#ports/operator-notices';
import type { Scheduler } from '#ports/scheduler';
import { scheduleAlerts } from './alert-sync';

export const SWEEP_WINDOW_DAYS = 35;

export interface SweepDependencies {
  clock: Clock;
  alerts: AlertStore;
  scheduler: Scheduler;
  notices: OperatorNotices;
}

export interface SweepReport {
  checked: number;
  /** Were pending or failed before the sweep and are scheduled now. */
  repaired: number;
  failed: number;
}

export async function sweepAlerts(dependencies: SweepDependencies): Promise<SweepReport> {
  const { clock, alerts, notices } = dependencies;
  const now = clock.now();
  // The westernmost Florida zone is the latest to reach a date: start from its today.
  const firstDay = FLORIDA_TIME_ZONES.map((zone) => todayIn(zone, now)).sort()[0] as string;
  const days = Array.from({ length: SWEEP_WINDOW_DAYS + 1 }, (_, offset) => addDays(firstDay, offset));
  const found = (await Promise.all(days.map((day) => alerts.listActiveOn(day)))).flat();
  const due = found.filter((alert) => Date.parse(alert.fireAt) > now.getTime());
  const outcomes = await scheduleAlerts(
    dependencies,
    due.map((record) => ({ record, call: 'create' as const })),
  );
  const report: SweepReport = {
    checked: due.length,
    repaired: outcomes.filter(
      (outcome, index) => outcome.state === 'scheduled' && due[index]?.state !== 'scheduled',
    ).length,
    failed: outcomes.filter((outcome) => outcome.state === 'failed').length,
  };
  if (report.failed > 0) {
    const failures = outcomes.filter((outcome) => outcome.state === 'failed');
    await notices.publish({
      subject: `LienClock: ${report.failed} alert schedules could not be created`,
      message: failures
        .slice(0, 50)
        .map(
          (alert) =>
            `${alert.userId} ${alert.deadlineId}/${alert.alertKey} at ${alert.fireAt}: ${alert.failure?.error}`,
        )
        .join('\n'),
    });
  }
  return report;
}
