/**
 * Where an alert and each of its messages stand, as the project screen's alert history shows them
 * (`GET /api/projects/{id}/alerts`, alert-history.ts); the response schema lists them.
 */

/** One message of an alert: one recipient on one channel. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

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
