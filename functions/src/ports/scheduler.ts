import type { AlertKey, LocalDate } from '@lienclock/shared';

/** What a fired schedule hands the send-alert handler: ids only, so it always re-reads the truth. */
export interface AlertPayload {
  userId: string;
  projectId: string;
  deadlineId: string;
  alertKey: AlertKey;
}

/** One pending alert as a one-off schedule: 9:00 (`localTime`) on `localDate` in `timeZone`. */
export interface AlertTrigger extends AlertPayload {
  localDate: LocalDate;
  localTime: string;
  timeZone: string;
  /** The same moment as a UTC instant (ISO 8601). */
  fireAt: string;
}

/**
 * One-off schedules that invoke send-alert (DESIGN.md section 4): EventBridge Scheduler in AWS, the
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
