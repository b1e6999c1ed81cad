import type { DeliveryRecord } from './alert-deliveries';
import type { AlertRecord } from './alert-store';
import type { OutgoingMessage } from './message-dispatch';
import type { AlertPayload } from './scheduler';

/**
 * `claimed`: this invocation hands the alert over for delivery. `already_sent`: an earlier
 * invocation did (the scheduler delivers at least once). `alert_changed`: the alert item is no
 * longer the one judged (an edit moved or removed it meanwhile); its new state stands.
 */
export type DeliveryClaimResult = 'claimed' | 'already_sent' | 'alert_changed';

/**
 * The `SENT#<deadlineId>#<alertKey>` claim (DESIGN.md section 4): what stops a repeated invocation
 * from sending twice. Written with the alert's `sent` state in one transaction, when send-alert
 * hands the alert's messages to deliver-alert (docs/decisions/007).
 */
export interface DeliveryClaims {
  /**
   * Claims the alert as read (`alert`), records it sent at `at`, each of its messages `pending`
   * (docs/decisions/014), due to be handed over again at `redeliverAt` unless sent by then, and the
   * messages it will not send `skipped` with their reason; or none of it.
   */
  claim(
    alert: AlertRecord,
    at: Date,
    messages: OutgoingMessage[],
    redeliverAt: Date,
    skipped: DeliveryRecord[],
  ): Promise<DeliveryClaimResult>;
  /**
   * Forgets a sent alert so the same alert can go out again for a new date: an edit that moves a
   * deadline later (more work, a later last furnishing date) re-arms its countdown.
   */
  rearm(alert: AlertPayload): Promise<void>;
}
