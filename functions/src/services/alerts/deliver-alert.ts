/**
 * Sends the messages send-alert decided on (docs/decisions/007, 014) and records each one's outcome
 * in its delivery record as it completes. The records make a retry send only what is not yet sent:
 * whatever invoked this again (Lambda's retry, the reconciler) finds the sent ones and skips them.
 * Right before each text it asks again whether the text may go: outside the SMS hours it waits,
 * pending, for the next 8:00 (text-deferral.ts); to a number without a current opt-in or not a US
 * one (send-message.ts) it is recorded `skipped` with its reason, for good, and is neither a
 * failure nor retried. So is every message of an account its owner is closing (claimed before
 * the closing's mark; send-alert claims none after it); one retried after the account was closed
 * is neither sent nor recorded.
 * The messages go out side by side, each provider call bounded well inside the function's timeout
 * (adapters/aws), so one slow provider cannot time the others out.
 *   - Every message sent (now or before): done.
 *   - Some failed: each is recorded `failed` and logged for the alarm, then this throws, so the
 *     invoker retries the failed ones alone (and the reconciler after it).
 * Each message is taken for its send (SEND_HOLD_MS) before it goes: when the 9:00 burst queues
 * deliveries behind the providers' rates, a queued one can still be waiting when the reconciler
 * hands the same messages over again, and the two must not both send. One that finds a message
 * taken leaves it to the delivery holding it.
 * A duplicate needs the process to die between a provider's acceptance and its record (decision 014).
 */

import { ALERT_METRICS, LOG_MESSAGES } from '@lienminder/shared';
import { runLimited } from '#src/lib/run-limited';
import { log } from '#src/log';
import type { DeliveryKey, DeliveryLedger, DeliverySkipReason } from '#src/ports/alert-deliveries';
import type { Clock } from '#src/ports/clock';
import type { DeliveryMessage, DeliveryOrder } from '#src/ports/delivery-order';
import type { OperationMetrics } from '#src/ports/metrics';
import type { DeliveryReport } from '#src/services/messages/deliver-messages';
import { type MessageProviders, sendMessage, TextNotAllowed } from '#src/services/messages/send-message';
import { maskedRecipient } from '#src/services/messaging/masked-recipient';
import { isSuppression } from './suppression-reasons';
import { textHeldUntil } from './text-deferral';

export type { DeliveryReport };

export interface DeliverAlertDependencies extends MessageProviders {
  deliveries: DeliveryLedger;
  clock: Clock;
  metrics: OperationMetrics;
}

/** The log message the stack's metric filter matches: change both together. */
export const ALERT_MESSAGE_UNDELIVERED = LOG_MESSAGES.alertMessageUndelivered;

/** Some message of the alert did not go out: the invoker retries (the sent ones are skipped). */
export class AlertUndelivered extends Error {
  override name = 'AlertUndelivered';

  constructor(what: string, failures: { message: DeliveryMessage; error: unknown }[]) {
    const reasons = failures.map(
      ({ message, error }) =>
        `${message.channel} ${maskedRecipient(message)}: ${error instanceof Error ? error.message : String(error)}`,
    );
    super(`${failures.length} message(s) of ${what} undelivered: ${reasons.join('; ')}`);
  }
}

/** Messages of one alert in flight at once: every one, for the few recipients a plan allows. */
const PARALLEL_SENDS = 10;
/**
 * How long a message is held for its send: longer than deliver-alert may run (30 s,
 * infra/lib/alerts.ts), so a live send is never taken from it; shorter than Lambda's first retry
 * (about a minute), so a delivery that died holding it does not hold up the retry.
 */
const SEND_HOLD_MS = 40_000;
/** The longest reason kept on a record: a provider's refusal, not its whole answer. */
const REASON_LENGTH = 300;

export async function deliverAlert(
  dependencies: DeliverAlertDependencies,
  order: DeliveryOrder,
): Promise<DeliveryReport> {
  const { alert, messages } = order;
  if (!alert || messages.length === 0) return { delivered: 0, undelivered: 0 };
  const { deliveries, clock, metrics } = dependencies;
  // A morning's message is recorded under its lead alert (send-alert.ts), not the one that fired.
  const keyOf = ({ lead = alert, channel, to }: DeliveryMessage): DeliveryKey => ({
    userId: lead.userId,
    projectId: lead.projectId,
    deadlineId: lead.deadlineId,
    alertKey: lead.alertKey,
    channel,
    to,
  });
  const records = await deliveries.getAll(messages.map(keyOf));
  // Sent, or skipped by an earlier attempt's check: either is final.
  const recordId = (key: DeliveryKey) =>
    `${key.projectId}#${key.deadlineId}#${key.alertKey}#${key.channel}#${key.to}`;
  const settled = new Set(
    records.filter((record) => record.state === 'sent' || record.state === 'skipped').map(recordId),
  );
  const unsent = messages.filter((message) => !settled.has(recordId(keyOf(message))));
  const closing = unsent.length > 0 ? await deliveries.accountClosing(alert.userId) : null;
  if (closing === 'closed') {
    // Its records went with the account: writing a skip would keep its recipients again.
    log.info('Alert not delivered: its account is closed', { alert, messages: unsent.length });
    return { delivered: 0, undelivered: 0 };
  }
  if (closing === 'closing') {
    await Promise.all(
      unsent.map((message) => deliveries.markSkipped(keyOf(message), 'account_closing', clock.now())),
    );
    log.info('Alert not delivered: its account is closing', { alert, messages: unsent.length });
    return { delivered: 0, undelivered: 0 };
  }

  type Outcome =
    | { message: DeliveryMessage; sentAt: Date }
    | { message: DeliveryMessage; error: unknown }
    | { message: DeliveryMessage; heldElsewhere: true }
    | { message: DeliveryMessage; skipped: DeliverySkipReason }
    | { message: DeliveryMessage; heldUntil: Date };
  const skip = async (message: DeliveryMessage, reason: DeliverySkipReason): Promise<Outcome> => {
    await deliveries.markSkipped(keyOf(message), reason, clock.now());
    log.info('Alert text skipped', { alert, recipient: maskedRecipient(message), reason });
    if (isSuppression(reason)) metrics.count(ALERT_METRICS.suppressed, { channel: message.channel });
    return { message, skipped: reason };
  };
  const outcomes = await runLimited(unsent, PARALLEL_SENDS, async (message): Promise<Outcome> => {
    const key = keyOf(message);
    const takenAt = clock.now();
    if (!(await deliveries.take(key, takenAt, new Date(takenAt.getTime() + SEND_HOLD_MS)))) {
      return { message, heldElsewhere: true };
    }
    // Asked again right before the send, whatever an earlier attempt found: the hour here, consent
    // in sendMessage.
    const heldUntil = message.channel === 'sms' ? textHeldUntil(message, clock.now()) : null;
    if (heldUntil) {
      await deliveries.defer(key, heldUntil, clock.now());
      log.info('Alert text held until the SMS hours', {
        alert,
        recipient: maskedRecipient(message),
        heldUntil,
      });
      return { message, heldUntil };
    }
    let providerMessageId: string;
    try {
      const { lead: _recordKey, ...outgoing } = message;
      providerMessageId = await sendMessage(dependencies, outgoing);
    } catch (error) {
      if (error instanceof TextNotAllowed) return skip(message, error.reason);
      const reason = error instanceof Error ? error.message : String(error);
      await deliveries.markFailed(key, reason.slice(0, REASON_LENGTH), clock.now());
      metrics.count(ALERT_METRICS.failed, { channel: message.channel });
      return { message, error };
    }
    // The duplicate window: accepted by the provider, not yet recorded.
    const sentAt = clock.now();
    metrics.count(ALERT_METRICS.handedOff, { channel: message.channel });
    if (order.fireAt) {
      const late = (sentAt.getTime() - Date.parse(order.fireAt)) / 1000;
      metrics.seconds(ALERT_METRICS.lateness, Math.max(0, late), { channel: message.channel });
    }
    if (!(await deliveries.markSent(key, providerMessageId, sentAt))) {
      log.warn('Alert message sent twice', {
        alert,
        channel: message.channel,
        recipient: maskedRecipient(message),
      });
    }
    return { message, sentAt };
  });

  const sentTimes = outcomes.flatMap((outcome) => ('sentAt' in outcome ? [outcome.sentAt] : []));
  const latest = Math.max(...sentTimes.map((at) => at.getTime()));
  if (sentTimes.length > 0) await deliveries.noteLastSent(alert.userId, new Date(latest));

  const failures = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome] : []));
  for (const { message, error } of failures) {
    log.error(ALERT_MESSAGE_UNDELIVERED, {
      alert,
      channel: message.channel,
      recipient: maskedRecipient(message),
      error,
    });
  }
  if (failures.length > 0) {
    throw new AlertUndelivered(`alert ${alert.deadlineId}/${alert.alertKey}`, failures);
  }
  return { delivered: sentTimes.length, undelivered: 0 };
}
