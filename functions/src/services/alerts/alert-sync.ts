/**
 * Keeps each project's alert items equal to its alert plan (docs/architecture.md section 4,
 * docs/decisions/007). The table's stream says which project changed; this re-reads the truth (the
 * project, its deadlines, its owner's plan), plans the alerts with the shared engine, compares the
 * plan with the stored alert items and writes only the difference. The schedules follow the items
 * through the stream (ApplySchedules), so nothing here calls a provider. Reading the truth rather
 * than the record makes a replayed or out-of-order record harmless.
 */
import {
  isRecurringReminder,
  type NamedDeadline,
  PLANS,
  type PlannedAlert,
  type Project,
  planAlerts,
  type Tier,
} from '@lienminder/shared';
import { runLimited } from '#src/lib/run-limited';
import { beyondSchedulingWindow } from '#src/lib/scheduling-window';
import { type AlertRecord, type AlertStore, plannedFireAt } from '#src/ports/alert-store';
import type { Clock } from '#src/ports/clock';
import type { DeliveryClaims } from '#src/ports/delivery-claims';
import type { ProjectStore, StoredDeadline } from '#src/ports/project-store';
import { type AlertTrigger, alertTriggerOf } from '#src/ports/scheduler';
import type { UserStore } from '#src/ports/user-store';
import { alertIdentity, diffAlertPlan } from './plan-diff';

/** Projects re-planned side by side after a plan change: a Gold user holds up to 50. */
const PROJECTS_IN_PARALLEL = 4;

export interface AlertSyncDependencies {
  clock: Clock;
  /** Days ahead whose alerts hold a schedule (lib/scheduling-window.ts). */
  schedulingWindowDays: number;
  alerts: AlertStore;
  claims: Pick<DeliveryClaims, 'rearm'>;
  projects: Pick<ProjectStore, 'get' | 'listProjects'>;
  users: Pick<UserStore, 'findById'>;
}

export interface AlertSyncService {
  /**
   * The project or a deadline of it changed: its alerts follow. A project gone takes them along.
   * Answers how many alert items it wrote or deleted: none when they already matched the plan.
   * `correlationId`: the story of the change (ports/correlation-id.ts), written on the alert items
   * it writes, so their schedules and sending log under it.
   */
  syncProject(userId: string, projectId: string, correlationId?: string): Promise<number>;
  /** The user's plan changed: every project of theirs is re-planned under it. */
  syncUser(userId: string, correlationId?: string): Promise<void>;
}

/**
 * Recurring reminders are a paid feature (docs/product.md section 6); every statutory deadline with
 * consequences alerts on every plan (docs/florida-rules.md section 3).
 */
export function alertedOnPlan(deadline: Pick<NamedDeadline, 'type'>, tier: Tier): boolean {
  return !isRecurringReminder(deadline) || PLANS[tier].recurringAlerts;
}

/** Deadlines that earn alerts for this project on this plan: open ones only. */
export function alertedDeadlines(
  project: Project,
  tier: Tier,
  deadlines: StoredDeadline[],
): StoredDeadline[] {
  // Completed and on-hold projects hold no schedules; saving them active again re-plans them.
  if (project.projectStatus !== 'active') return [];
  // A done deadline leaves the plan: its schedules are deleted rather than left to fire into a
  // skip, and undoing the mark plans them again. A downgrade to Free removes the reminders' alerts.
  return deadlines.filter((deadline) => !deadline.isCompleted && alertedOnPlan(deadline, tier));
}

/**
 * Whether `alert`, at or before `now`, already reached (or is reaching) the user: a stored alert of
 * the same deadline and key planned for that very time, or for a catch-up any one already due. An
 * alert planned for another time belongs to the deadline's earlier date, not to the plan of now.
 */
function isOnRecord(existing: readonly AlertRecord[], alert: PlannedAlert, now: Date): boolean {
  return existing.some(
    (record) =>
      alertIdentity(record) === alertIdentity(alert) &&
      (alert.alertKey === 'catch_up'
        ? Date.parse(plannedFireAt(record)) <= now.getTime()
        : plannedFireAt(record) === alert.fireAt),
  );
}

const triggerFor = (userId: string, alert: PlannedAlert): AlertTrigger =>
  alertTriggerOf({ userId, ...alert });

export function createAlertSync(dependencies: AlertSyncDependencies): AlertSyncService {
  const { clock, schedulingWindowDays, alerts, claims, projects, users } = dependencies;

  async function syncProject(userId: string, projectId: string, correlationId?: string): Promise<number> {
    const [stored, owner, existing] = await Promise.all([
      projects.get(userId, projectId),
      // Consistent: the record may be the tier change itself, read a moment after it was written.
      users.findById(userId, { consistent: true }),
      alerts.listForProject(userId, projectId),
    ]);
    if (!stored || !owner) {
      // The project is gone: its alert history goes with it, and each scheduled item removed
      // takes its schedule along (ApplySchedules).
      await alerts.deleteAll(existing);
      return existing.length;
    }
    const now = clock.now();
    const { project, deadlines } = stored;
    const planned = planAlerts(alertedDeadlines(project, owner.tier, deadlines), {
      timeZone: project.timeZone,
      now,
      onRecord: (alert) => isOnRecord(existing, alert, now),
    });
    const diff = diffAlertPlan(planned, existing, now);
    const sent = new Set(existing.filter((record) => record.state === 'sent').map(alertIdentity));
    // Before the item is written: once its new schedule fires, the old delivery's claim must be gone.
    await Promise.all(
      diff.create
        .filter((alert) => sent.has(alertIdentity(alert)))
        .map((alert) => claims.rearm(triggerFor(userId, alert))),
    );
    const scheduled = (alert: PlannedAlert): AlertRecord => ({
      ...triggerFor(userId, alert),
      ...(correlationId ? { correlationId } : {}),
      state: 'scheduled',
      skipReason: null,
      // Beyond the window it waits for the daily sweep to schedule it.
      ...(beyondSchedulingWindow(alert, now, schedulingWindowDays) ? { unscheduled: true as const } : {}),
      updatedAt: now.toISOString(),
    });
    await alerts.putAll([...diff.create, ...diff.move].map(scheduled));
    await alerts.deleteAll(diff.remove);
    return diff.create.length + diff.move.length + diff.remove.length;
  }

  return {
    syncProject,

    async syncUser(userId, correlationId) {
      const owned = await projects.listProjects(userId);
      await runLimited(owned, PROJECTS_IN_PARALLEL, (project) =>
        syncProject(userId, project.id, correlationId),
      );
    },
  };
}
