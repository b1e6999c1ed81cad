/**
 * `GET /api/projects/{id}/alerts`: a project's alerts as its screen lists them, so a contractor can
 * see for themselves that a reminder went out. Recipients are masked as the logs mask them
 * (functions/src/services/alerts/masked-recipient.ts: `j***@example.com`, `***1234`): the screen
 * proves delivery without showing whole addresses again.
 */
import type { AlertKey, DeadlineType } from './deadlines/types';

/** One message of an alert: one recipient on one channel. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface AlertHistoryMessage {
  channel: 'email' | 'sms';
  /** Masked. */
  recipient: string;
  state: DeliveryState;
  /** UTC ISO instant of the last change (the provider's acceptance for `sent`); null while pending. */
  at: string | null;
  /** Why it failed or was skipped (e.g. `opted_out`, `quiet_hours_deferred`); null otherwise. */
  reason: string | null;
}

/**
 * Where the alert as a whole stands: `scheduled` (not yet fired), `sending` (claimed, messages in
 * flight), `sent` (every message sent), `partly_sent`, `failed`, `skipped` (see `reason`),
 * `deferred` (held for the SMS hours until `scheduledFor`).
 */
export const ALERT_HISTORY_STATES = [
  'scheduled',
  'sending',
  'sent',
  'partly_sent',
  'failed',
  'skipped',
  'deferred',
] as const;
export type AlertHistoryState = (typeof ALERT_HISTORY_STATES)[number];

export interface AlertHistoryEntry {
  deadlineId: string;
  deadlineType: DeadlineType;
  /** The deadline's due date (`YYYY-MM-DD`, Florida calendar date). */
  dueDate: string;
  /** The alert plan's key: how long before the due date it fires. */
  alertKey: AlertKey;
  state: AlertHistoryState;
  /** UTC ISO instant the alert fires (or fired). */
  scheduledFor: string;
  /** UTC ISO instant its last message went to a provider; null when none did. */
  sentAt: string | null;
  /** Why it was skipped or deferred; null otherwise. */
  reason: string | null;
  messages: AlertHistoryMessage[];
}

export interface AlertHistoryResponse {
  /** Newest first by `scheduledFor`. */
  alerts: AlertHistoryEntry[];
}
