/**
 * Keeps each project's alert schedules equal to its alert plan (DESIGN.md section 4): recompute the
 * plan with the shared engine, compare it with the stored alert items, and apply only the
 * difference. Every item is written `pending` before its provider call and `scheduled` or `failed`
 * after, so a crash or a provider error stays visible and the next save or the daily sweep retries.
 */
import {
  type ComputedDeadline,
  PLANS,
  type PlannedAlert,
  type Project,
  planAlerts,
  type Tier,
} from '@lienclock/shared';
import type { AlertRecord, AlertStore } from '#ports/alert-store';
import type { AlertSync } from '#ports/alert-sync';
import type { Clock } from '#ports/clock';
import type { DeliveryClaims } from '#ports/delivery-claims';
import type { ProjectStore } from '#ports/project-store';
import type { AlertTrigger, Scheduler } from '#ports/scheduler';
import { describeError, log } from '../../log';
import { alertIdentity, diffAlertPlan } from './plan-diff';
import { runLimited } from './run-limited';

/** Parallel schedule calls per save (EventBridge Scheduler's default quota is 50 requests/s per call type). */
export const SCHEDULER_CONCURRENCY = 8;

export interface AlertSyncDependencies {
  clock: Clock;
  alerts: AlertStore;
  scheduler: Scheduler;
  claims: Pick<DeliveryClaims, 'rearm'>;
  projects: Pick<ProjectStore, 'listProjectsWithDeadlines'>;
}

export interface AlertSyncService extends AlertSync {
  /** A subscription change: every project of the user is re-planned under the new tier. */
  userPlanChanged(userId: string, tier: Tier): Promise<void>;
}

/** Deadlines that earn alerts for this project on this plan. */
export function alertedDeadlines(
  project: Project,
  tier: Tier,
  deadlines: ComputedDeadline[],
): ComputedDeadline[] {
  // Completed and on-hold projects hold no schedules; saving them active again re-plans them.
  if (project.projectStatus !== 'active') return [];
  // Recurring reminders are a paid feature (spec section 6): a downgrade to Free removes them.
  if (!PLANS[tier].recurringAlerts) return deadlines.filter((deadline) => deadline.type === 'record_lien');
  return deadlines;
}

export const triggerFor = (userId: string, alert: PlannedAlert): AlertTrigger => ({
  userId,
  projectId: alert.projectId,
  deadlineId: alert.deadlineId,
  alertKey: alert.alertKey,
  localDate: alert.localDate,
  localTime: alert.localTime,
  timeZone: alert.timeZone,
  fireAt: alert.fireAt,
});

/**
 * Calls the scheduler for each alert and records the outcome on its item. Never throws for a
 * provider failure: the item says `failed` with the error, and the sweep retries it.
 */
export async function scheduleAlerts(
  dependencies: Pick<AlertSyncDependencies, 'clock' | 'alerts' | 'scheduler'>,
  work: { record: AlertRecord; call: 'create' | 'update' }[],
): Promise<AlertRecord[]> {
  const { clock, alerts, scheduler } = dependencies;
  if (work.length === 0) return [];
  await alerts.putAll(
    work.map(({ record }) => ({ ...record, state: 'pending', updatedAt: clock.now().toISOString() })),
  );
  const outcomes = await runLimited(
    work,
    SCHEDULER_CONCURRENCY,
    async ({ record, call }): Promise<AlertRecord> => {
      const attempts = record.attempts + 1;
      try {
        await scheduler[call](record);
        return {
          ...record,
          state: 'scheduled',
          failure: null,
          attempts,
          updatedAt: clock.now().toISOString(),
        };
      } catch (error) {
        log.warn('Alert schedule failed; the daily sweep will retry', {
          alert: record,
          error: describeError(error),
        });
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return {
          ...record,
          state: 'failed',
          failure: { stage: 'schedule', error: message },
          attempts,
          updatedAt: clock.now().toISOString(),
        };
      }
    },
  );
  await alerts.putAll(outcomes);
  return outcomes;
}

export function createAlertSync(dependencies: AlertSyncDependencies): AlertSyncService {
  const { clock, alerts, scheduler, projects } = dependencies;

  async function removeAlerts(records: AlertRecord[]): Promise<void> {
    // The item goes even if the schedule delete fails: send-alert finds no item and sends nothing,
    // and an `at()` schedule deletes itself after it fires.
    await runLimited(records, SCHEDULER_CONCURRENCY, async (record) => {
      try {
        await scheduler.delete(record);
      } catch (error) {
        log.warn('Alert schedule delete failed; it will fire into a no-op', {
          alert: record,
          error: describeError(error),
        });
      }
    });
    await alerts.deleteAll(records);
  }

  async function projectSaved(input: {
    userId: string;
    tier: Tier;
    project: Project;
    deadlines: ComputedDeadline[];
  }): Promise<void> {
    const { userId, tier, project } = input;
    const now = clock.now();
    const planned = planAlerts(alertedDeadlines(project, tier, input.deadlines), {
      timeZone: project.timeZone,
      now,
    });
    const stored = await alerts.listForProject(userId, project.id);
    const diff = diffAlertPlan(planned, stored, now);
    const fresh = (alert: PlannedAlert): AlertRecord => ({
      ...triggerFor(userId, alert),
      state: 'pending',
      skipReason: null,
      failure: null,
      attempts: 0,
      updatedAt: now.toISOString(),
    });
    // A retried alert keeps its attempt count, so the item shows how often it has failed.
    const storedById = new Map(stored.map((record) => [alertIdentity(record), record]));
    const rearmed = diff.create.filter((alert) => storedById.get(alertIdentity(alert))?.state === 'sent');
    await Promise.all(rearmed.map((alert) => dependencies.claims.rearm(triggerFor(userId, alert))));
    await scheduleAlerts(dependencies, [
      ...diff.create.map((alert) => ({
        record: { ...fresh(alert), attempts: storedById.get(alertIdentity(alert))?.attempts ?? 0 },
        call: 'create' as const,
      })),
      ...diff.move.map((alert) => ({ record: fresh(alert), call: 'update' as const })),
    ]);
    await removeAlerts(diff.remove);
  }

  return {
    projectSaved,

    async projectDeleted({ userId, projectId }) {
      const now = clock.now().getTime();
      const stored = await alerts.listForProject(userId, projectId);
      const future = stored.filter((record) => Date.parse(record.fireAt) > now && record.state !== 'sent');
      await removeAlerts(future);
      // The project is gone: its alert history goes with it.
      await alerts.deleteAll(stored.filter((record) => !future.includes(record)));
    },

    async userPlanChanged(userId, tier) {
      const { projects: owned, deadlines } = await projects.listProjectsWithDeadlines(userId);
      for (const project of owned) {
        const own = deadlines.filter((deadline) => deadline.projectId === project.id);
        await projectSaved({ userId, tier, project, deadlines: own });
      }
    },
  };
}
