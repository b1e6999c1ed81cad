/**
 * Self-healing alert plans (docs/decisions/015). The alert items follow each project
 * through the table's stream (SyncAlerts); when that sync gives up on a project (its stream records
 * dead-lettered), the project would have no alerts until someone saved it again. Once a day this
 * re-runs the same sync (services/alerts/alert-sync.ts: the shared engine's plan, the plan diff) for
 * every project with a deadline in the coming weeks, found through the plan-day index
 * (store/plan-days.ts) with one Query per day: the sync writes only what is missing or wrong, so a
 * project whose alerts are right costs reads and no write, and the stream then gives every
 * repaired item its schedule (ApplySchedules). Table only: it decides, ApplySchedules acts.
 */
import { addDays, FLORIDA_TIME_ZONES, type LocalDate, todayIn } from '@lienminder/shared';
import { runLimited } from '#src/lib/run-limited';
import type { Clock } from '#src/ports/clock';
import type { PlanDayEntry, PlanDayIndex } from '#src/ports/plan-day-index';
import { planDayAsOf } from '#src/services/projects/project-deadlines';
import type { AlertSyncService } from './alert-sync';

/**
 * Days ahead whose deadlines bring their project in. The earliest alert is 30 days before its
 * deadline (ALERT_OFFSETS_DAYS); five days more give that alert five daily runs to be repaired in
 * before it fires, so one or two failed runs still heal it in time.
 */
export const RECONCILE_DAYS_AHEAD = 35;

/**
 * Past days read too: a project stays under its last deadline's day until a run moves it on, and
 * runs that failed for up to a week must not leave it there unseen.
 */
export const RECONCILE_DAYS_BACK = 7;

/** Projects reconciled side by side: each is two Gets, a Query and, rarely, a batch write. */
const PROJECTS_IN_PARALLEL = 8;

export interface PlanReconciliationDependencies {
  clock: Clock;
  index: PlanDayIndex;
  sync: Pick<AlertSyncService, 'syncProject'>;
}

export interface PlanReconciliationReport {
  /** Projects with a deadline in the window (or one just passed) that were checked. */
  projects: number;
  /** Of those, the projects whose alert items were missing or wrong and were rewritten. */
  repaired: number;
  /** Alert items written or deleted by the repairs. */
  alertWrites: number;
  /** Index entries moved on from a day that has passed. */
  moved: number;
}

export async function reconcileAlertPlans(
  dependencies: PlanReconciliationDependencies,
): Promise<PlanReconciliationReport> {
  const { clock, index, sync } = dependencies;
  const now = clock.now();
  // The westernmost Florida zone is the latest to reach a date: count the window from its today.
  const firstDay = FLORIDA_TIME_ZONES.map((zone) => todayIn(zone, now)).sort()[0] as LocalDate;
  const days = Array.from({ length: RECONCILE_DAYS_BACK + RECONCILE_DAYS_AHEAD + 1 }, (_, offset) =>
    addDays(firstDay, offset - RECONCILE_DAYS_BACK),
  );
  const entries = (await runLimited(days, PROJECTS_IN_PARALLEL, (day) => index.listOn(day))).flat();
  const report: PlanReconciliationReport = {
    projects: entries.length,
    repaired: 0,
    alertWrites: 0,
    moved: 0,
  };

  await runLimited(entries, PROJECTS_IN_PARALLEL, async (entry: PlanDayEntry) => {
    const written = await sync.syncProject(entry.userId, entry.stored.project.id);
    if (written > 0) {
      report.repaired += 1;
      report.alertWrites += written;
    }
    // Its deadline has passed: index it under the next one, or take it out when none is left.
    const { project } = entry.stored;
    if (
      entry.planDay < todayIn(project.timeZone, now) &&
      (await index.move(entry, planDayAsOf(project, now)))
    ) {
      report.moved += 1;
    }
  });
  return report;
}
