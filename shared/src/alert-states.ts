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

/**
 * What became of a sent message after its provider took it: SES's delivery, bounce and complaint
 * events, Twilio's status callback (`undelivered`, `failed` with the carrier's error code). Null
 * while nothing is known. A transient bounce is not an outcome: SES keeps trying and reports again.
 */
export const DELIVERY_OUTCOMES = ['delivered', 'bounced', 'complained', 'undelivered', 'failed'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/**
 * Why an account sends no more alerts to an address or number: it bounced for good, its reader
 * marked an alert as spam, its reader unsubscribed (one click, only they can undo it), or a number
 * kept failing at the carrier.
 */
export const SUPPRESSION_REASONS = ['bounced', 'complained', 'unsubscribed', 'failing'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
