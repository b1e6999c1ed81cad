/**
 * How long a claimed message may stay unsent before the reconciler hands it to deliver-alert again
 * (docs/decisions/014). Longer than Lambda's own retries of a failed deliver-alert (about 1 and 3
 * minutes after the failure, infra/lib/alerts.ts), so the reconciler only takes over what those
 * could not deliver: a crash before the hand-off, a hand-off EventBridge dropped, a dead-lettered
 * delivery.
 */
export const REDELIVER_AFTER_MS = 10 * 60_000;

/** After this many hand-overs a message is given up as `failed` (and the reconciler logs it for the alarm). */
export const MAX_REDELIVERIES = 5;
