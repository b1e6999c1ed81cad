import type { DeliveryKey } from './alert-deliveries';
import type { AlertPayload, AlertTrigger } from './scheduler';

/**
 * Where an alert stands. `scheduled`: planned, and its one-off schedule follows the item through
 * the table's stream (docs/decisions/007). `sent` and `skipped` are written when it fires and are
 * the project's alert history.
 */
export const ALERT_STATES = ['scheduled', 'sent', 'skipped'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

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
  // Its owner is closing the account (the mark is on, the deletion not yet done).
  'account_closing',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface AlertRecord extends AlertTrigger {
  state: AlertState;
  skipReason: SkipReason | null;
  /** When the daily sweep last touched the item so that the stream re-applies its schedule. */
  sweptAt?: string;
  /**
   * The planned time of an alert that fired outside the SMS hours with texts to send: its trigger
   * then names the next allowed time (services/alerts/quiet-hours.ts), and this the plan's.
   */
  deferredFrom?: string;
  /**
   * A pending alert beyond the scheduling window (lib/scheduling-window.ts): planned,
   * but with no schedule yet; the daily sweep gives it one as its day comes into range.
   */
  unscheduled?: true;
  /**
   * The messages a sent alert went in (services/alerts/morning-digest.ts): one a morning per
   * recipient, each carrying every alert of the morning that lists it, its record keyed under the
   * most urgent of them. Absent on alerts sent one message each, before the morning digest.
   */
  sentIn?: MessageOfAlert[];
  updatedAt: string;
}

/** An alert item as the store reads it, from a query or a stream image; null for any other item. */
export type AlertItemReader = (item: unknown) => AlertRecord | null;

/** A message's delivery record, as named from an alert of the same user. */
export type MessageOfAlert = Omit<DeliveryKey, 'userId'>;

/** The time the alert plan gave the alert, whether or not quiet hours deferred it since. */
export const plannedFireAt = (alert: Pick<AlertRecord, 'fireAt' | 'deferredFrom'>): string =>
  alert.deferredFrom ?? alert.fireAt;

/** One item per planned alert, in a partition of its own per user (see store/alerts.ts). */
export interface AlertStore {
  /** Every alert of the project, past ones included (they are its history). */
  listForProject(userId: string, projectId: string): Promise<AlertRecord[]>;
  get(alert: AlertPayload): Promise<AlertRecord | null>;
  /** The `scheduled` alerts with a schedule firing on `localDate` (Queries on the index, no Scan). */
  listScheduledOn(localDate: string): Promise<AlertRecord[]>;
  /** The `scheduled` alerts still waiting for the scheduling window, no schedule yet, of `lastDay` or before. */
  listUnscheduledThrough(lastDay: string): Promise<AlertRecord[]>;
  /**
   * The user's `scheduled` alerts firing at the instant `fireAt` (a Query of the user's slice of the
   * day's index: eventually consistent, so the claim conditions on each alert as read).
   */
  listFiringAt(userId: string, localDate: string, fireAt: string): Promise<AlertRecord[]>;
  putAll(records: AlertRecord[]): Promise<void>;
  deleteAll(records: AlertPayload[]): Promise<void>;
  /**
   * Sets `sweptAt` on an alert that is still `scheduled`, so the stream re-applies its schedule;
   * answers false when the alert has meanwhile fired, moved away or gone.
   */
  markSwept(alert: AlertPayload, at: Date): Promise<boolean>;
  /**
   * Brings an alert waiting for the scheduling window (as read: same time, still scheduled) into
   * it, so the stream creates its schedule; answers false when it has meanwhile moved, fired or gone.
   */
  markInWindow(alert: AlertRecord, at: Date): Promise<boolean>;
}
