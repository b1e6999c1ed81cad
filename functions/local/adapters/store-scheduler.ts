import type { LocalSchedules } from '#local/store/local-schedules';
import { scheduleName } from '#src/adapters/schedule-name';
import type { Scheduler } from '#src/ports/scheduler';

/**
 * Alert schedules kept in the local table; the local server's loop (functions/local/local-scheduler.ts)
 * fires them through the same send-alert handler EventBridge Scheduler invokes in AWS.
 */
export function storeScheduler(schedules: LocalSchedules): Scheduler {
  return {
    create: (trigger) => schedules.put(scheduleName(trigger), trigger),
    update: (trigger) => schedules.put(scheduleName(trigger), trigger),
    delete: (alert) => schedules.remove(scheduleName(alert)),
  };
}
