import type { AlertPayload, AlertTrigger } from './scheduler';

/**
 * Where an alert stands. `pending`: written, its schedule not yet confirmed (a crash here is found
 * by the daily sweep). `failed` carries the stage: a schedule that could not be created is retried by
 * the sweep; a delivery that failed for good has already been reported to the operator.
 */
export type AlertState = 'pending' | 'scheduled' | 'sent' | 'skipped' | 'failed';

/** Why send-alert sent nothing; each is written on the alert item, so the user's history shows it. */
export const SKIP_REASONS = [
  'project_deleted',
  'project_completed',
  'project_on_hold',
  'deadline_gone',
  'deadline_completed',
  'deadline_passed',
  'not_in_plan',
  'no_recipients',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface AlertRecord extends AlertTrigger {
  state: AlertState;
  skipReason: SkipReason | null;
  failure: { stage: 'schedule' | 'delivery'; error: string } | null;
  /** Provider calls tried for the current state (schedule calls, then deliveries). */
  attempts: number;
  updatedAt: string;
}

/** One item per planned alert, in a partition of its own per user (see store/alerts.ts). */
export interface AlertStore {
  /** Every alert of the project, past ones included (they are its history). */
  listForProject(userId: string, projectId: string): Promise<AlertRecord[]>;
  get(alert: AlertPayload): Promise<AlertRecord | null>;
  /** Alerts that may still need a schedule, firing on `localDate` (a Query on the index, no Scan). */
  listActiveOn(localDate: string): Promise<AlertRecord[]>;
  putAll(records: AlertRecord[]): Promise<void>;
  deleteAll(records: AlertPayload[]): Promise<void>;
}
