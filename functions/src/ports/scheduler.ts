import type { AlertKey, LocalDate } from '@lienminder/shared';

/** What a fired schedule hands the send-alert handler: ids only, so it always re-reads the truth. */
export interface AlertPayload {
  userId: string;
  projectId: string;
  deadlineId: string;
  alertKey: AlertKey;
  /** The story that planned the alert (ports/correlation-id.ts): its sending logs under it. */
  correlationId?: string;
}

/** One pending alert as a one-off schedule: 9:00 (`localTime`) on `localDate` in `timeZone`. */
export interface AlertTrigger extends AlertPayload {
  localDate: LocalDate;
  localTime: string;
  timeZone: string;
  /** The same moment as a UTC instant (ISO 8601). */
  fireAt: string;
}

/** The ids alone, from anything that carries them (a trigger, an alert item). */
export const alertPayloadOf = (alert: AlertPayload): AlertPayload => ({
  userId: alert.userId,
  projectId: alert.projectId,
  deadlineId: alert.deadlineId,
  alertKey: alert.alertKey,
});

/** What a schedule hands send-alert: the ids, and the story that planned the alert when known. */
export const schedulePayloadOf = (alert: AlertPayload): AlertPayload => ({
  ...alertPayloadOf(alert),
  ...(alert.correlationId ? { correlationId: alert.correlationId } : {}),
});

/** The trigger alone, from anything that carries it (an alert item with its state, a planned alert). */
export const alertTriggerOf = (alert: AlertTrigger): AlertTrigger => ({
  ...schedulePayloadOf(alert),
  localDate: alert.localDate,
  localTime: alert.localTime,
  timeZone: alert.timeZone,
  fireAt: alert.fireAt,
});

/**
 * One-off schedules that invoke send-alert (docs/architecture.md section 4): EventBridge Scheduler in AWS, the
 * store plus the local server's loop locally. Names are deterministic per alert, so every call is
 * safe to repeat.
 */
export interface Scheduler {
  /** Creates the alert's schedule; if it already exists it is updated to this time instead. */
  create(trigger: AlertTrigger): Promise<void>;
  /** Moves the alert's schedule to this time; if it is missing it is created. */
  update(trigger: AlertTrigger): Promise<void>;
  /** Removes the alert's schedule; one already gone (fired, or never created) counts as removed. */
  delete(alert: Pick<AlertPayload, 'deadlineId' | 'alertKey'>): Promise<void>;
}
