import type { DeliveryOutcome, DeliveryState } from '@lienminder/shared';
import type { OutgoingMessage } from './message-dispatch';
import type { AlertPayload } from './scheduler';

/**
 * Why a message of an alert was not sent (docs/decisions/014): the phone texted STOP or never opted
 * in, the project has its texts turned off, the plan has no room for it, the SMS hours held it back past the deadline, or deferred the
 * whole alert (or one text, still pending) to the next 8:00. Every text is checked again as it is
 * sent (services/messages/send-message.ts): a STOP or the loss of consent since the claim, or a
 * number LienMinder never texts. `outside_sms_hours` is kept for the records of before: a text
 * attempted outside the hours now waits for them (services/alerts/text-deferral.ts).
 */
export const DELIVERY_SKIP_REASONS = [
  'opted_out',
  'no_consent',
  'texts_off',
  'not_in_plan',
  'quiet_hours',
  'quiet_hours_deferred',
  'outside_sms_hours',
  'not_us_number',
  // The account's suppression list stops the address or number (bounced, spam, unsubscribed, failing).
  'suppressed',
  // Its owner is closing the account: a message claimed before the mark goes no more.
  'account_closing',
] as const;
export type DeliverySkipReason = (typeof DELIVERY_SKIP_REASONS)[number];

/** Which message of which alert: one recipient on one channel. */
export interface DeliveryKey extends Pick<AlertPayload, 'userId' | 'projectId' | 'deadlineId' | 'alertKey'> {
  channel: OutgoingMessage['channel'];
  /** The address or E.164 number, whole: the record is how a retry knows what already went out. */
  to: string;
}

export interface DeliveryRecord extends DeliveryKey {
  state: DeliveryState;
  /** The provider's id of the accepted message (SES MessageId, Twilio SID, outbox id). */
  providerMessageId: string | null;
  /** Why it failed or was skipped. */
  reason: string | null;
  /** The last change; for `sent`, when the provider accepted it. */
  at: string;
  /** How many times the message was handed to deliver-alert again by the reconciler. */
  redeliveries: number;
  /** What the provider reported after taking it (SES events, Twilio's status callback); absent until then. */
  outcome?: OutcomeReport | null;
}

/** What became of a sent message: delivered, bounced, complained, undelivered or failed, and why. */
export interface OutcomeReport {
  outcome: DeliveryOutcome;
  at: string;
  /** The bounce's diagnostic, the carrier's error code. */
  detail: string | null;
}

/** A message claimed and not yet sent: it carries its content, so that it can be handed over again. */
export interface PendingDelivery extends DeliveryRecord {
  message: OutgoingMessage;
}

/** An account on its way out, as the delivery records see it (store/account-closing.ts). */
export type AccountClosingState = 'closing' | 'closed';

/**
 * What deliver-alert does with the records of the messages it sends (store/delivery-records.ts):
 * read them, and record each provider's answer as it comes.
 */
export interface DeliveryLedger {
  /** Consistent reads of the given messages' records (absent ones are left out). */
  getAll(keys: DeliveryKey[]): Promise<DeliveryRecord[]>;
  /**
   * Takes the message for one send until `until`: false when it is sent, or another delivery holds
   * it (a reconciler's hand-over running beside a delivery that waited its turn in the queue).
   * Recording the send, or its failure, lets it go.
   */
  take(key: DeliveryKey, at: Date, until: Date): Promise<boolean>;
  /**
   * Records a message sent; false when it already was (a duplicate went out). Never undone by a
   * later failure of the same message.
   */
  markSent(key: DeliveryKey, providerMessageId: string, at: Date): Promise<boolean>;
  /** Records a failed attempt; the message stays due for the reconciler. Ignored once sent. */
  markFailed(key: DeliveryKey, reason: string, at: Date): Promise<void>;
  /**
   * Records a claimed message that may no longer go, for good: it leaves the reconciler's index.
   * False when it was sent meanwhile (or was never claimed).
   */
  markSkipped(key: DeliveryKey, reason: DeliverySkipReason, at: Date): Promise<boolean>;
  /**
   * Holds a claimed, unsent text until `until` (the next 8:00 of the SMS hours): let go now, due for
   * the reconciler then, its reason `quiet_hours_deferred` meanwhile. False when it was sent or
   * skipped meanwhile (or was never claimed).
   */
  defer(key: DeliveryKey, until: Date, at: Date): Promise<boolean>;
  /** Keeps when the user's last alert message went out, for the dashboard (`lastAlertSentAt`). */
  noteLastSent(userId: string, at: Date): Promise<void>;
  /**
   * Whether the account's owner is closing it (`closing`: from its mark until nothing of it is
   * left) or has closed it (`closed`: after, for as long as a delivery could still be retried).
   */
  accountClosing(userId: string): Promise<AccountClosingState | null>;
}

/**
 * One record per message of an alert (`DELIVERY#<userId>`, store/alert-deliveries.ts). Send-alert
 * writes them `pending` with its claim, or `skipped` when it defers (store/delivery-claims.ts), deliver-alert records each
 * provider's answer (DeliveryLedger), the reconciler hands over again what stays unsent.
 */
export interface AlertDeliveries {
  lastSentAt(userId: string): Promise<string | null>;
  /** Every message record of a project's alerts. */
  listForProject(userId: string, projectId: string): Promise<DeliveryRecord[]>;
  /** Unsent messages whose due time to be handed over again has passed (a Query on the index). */
  listDue(now: Date): Promise<PendingDelivery[]>;
  /** Counts a hand-over and sets the next due time; false when the message was sent or handed over meanwhile. */
  rearmDue(record: PendingDelivery, next: Date): Promise<boolean>;
  /** Ends a message that was handed over too often as `failed` and drops it from the index. */
  giveUp(record: PendingDelivery, reason: string, at: Date): Promise<boolean>;
  /** The sent message the provider knows by this id (SES MessageId, Twilio SID, outbox id), if any. */
  findSent(providerMessageId: string): Promise<DeliveryRecord | null>;
  /** Keeps the provider's report on the message's record; a delivery never replaces a bounce or complaint. */
  recordOutcome(key: DeliveryKey, report: OutcomeReport): Promise<void>;
}
