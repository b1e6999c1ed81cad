import type { DeliveryKey, DeliveryRecord } from './alert-deliveries';
import type { AlertRecord, MessageOfAlert } from './alert-store';
import type { OutgoingMessage } from './message-dispatch';
import type { AlertPayload } from './scheduler';

/**
 * What one take writes (services/alerts/send-alert.ts): the alerts of a morning it claims, each
 * with the messages it goes in, every message `pending` under its record key (docs/decisions/014),
 * and the messages it will not send, `skipped` with their reason.
 */
export interface MorningClaim {
  alerts: { alert: AlertRecord; sentIn: MessageOfAlert[] }[];
  messages: { key: DeliveryKey; message: OutgoingMessage }[];
  skipped: DeliveryRecord[];
}

/**
 * The items a claim writes in its one transaction: two per alert (its `SENT#` claim and the alert
 * `sent`), one per message and per skipped message. DynamoDB takes at most 100 in a transaction.
 */
export const claimItemCount = (claim: MorningClaim) =>
  2 * claim.alerts.length + claim.messages.length + claim.skipped.length;
export const MAX_CLAIM_ITEMS = 100;

/**
 * `claimed`: this invocation hands the alerts over for delivery. `refused`: nothing was written;
 * `taken` were claimed by an earlier invocation (the scheduler delivers at least once; another
 * alert's take of the same morning), `changed` are no longer the items judged (an edit moved or
 * removed them meanwhile; their new state stands).
 */
export type DeliveryClaimResult =
  | { status: 'claimed' }
  | { status: 'refused'; taken: AlertPayload[]; changed: AlertPayload[] };

/**
 * The `SENT#<deadlineId>#<alertKey>` claims (docs/architecture.md section 4): what stops a repeated invocation
 * from sending twice. Written with the alerts' `sent` state in one transaction, when send-alert
 * hands the morning's messages to deliver-alert (docs/decisions/007).
 */
export interface DeliveryClaims {
  /**
   * Claims every alert of `claim` as read, records each sent at `at` with the messages it goes in,
   * each message `pending`, due to be handed over again at `redeliverAt` unless sent by then, and
   * the skipped ones with their reason; or none of it.
   */
  claim(claim: MorningClaim, at: Date, redeliverAt: Date): Promise<DeliveryClaimResult>;
  /**
   * Writes an alert held for the SMS hours (its new time, services/alerts/sms-deferral.ts) and the
   * texts it holds back, `skipped` with their reason, together.
   */
  defer(waiting: AlertRecord, skipped: DeliveryRecord[]): Promise<void>;
  /**
   * Forgets a sent alert so the same alert can go out again for a new date: an edit that moves a
   * deadline later (more work, a later last furnishing date) re-arms its countdown.
   */
  rearm(alert: AlertPayload): Promise<void>;
}
