/**
 * Sends the messages send-alert decided on (docs/decisions/007), one after another, through the
 * providers. It holds no table: whatever happens here, the alert is already recorded sent.
 *   - Every message failed: throw. Nothing went out, so Lambda's retries (twice, then the alert
 *     dead-letter queue) cannot duplicate anything.
 *   - Some failed: a retry would send the others twice, so each failure is logged with a fixed
 *     message the stack counts (a metric filter and its alarm), and the rest stands.
 */
import type { Mailer } from '#ports/mailer';
import type { Texter } from '#ports/texter';
import { describeError, log } from '../../log';
import type { DeliveryMessage, DeliveryOrder } from './delivery-order';
import { maskedRecipient } from './masked-recipient';

/** The log message the stack's metric filter matches: change both together. */
export const ALERT_MESSAGE_UNDELIVERED = 'Alert message undelivered';

export interface DeliverAlertDependencies {
  mailer: Mailer;
  texter: Texter;
}

export interface DeliveryReport {
  delivered: number;
  undelivered: number;
}

interface Failure {
  message: DeliveryMessage;
  error: unknown;
}

/** Not one message of the alert went out; the invoker retries the whole delivery. */
export class AlertUndelivered extends Error {
  override name = 'AlertUndelivered';

  constructor(order: DeliveryOrder, failures: Failure[]) {
    const alert = order.alert ? `${order.alert.deadlineId}/${order.alert.alertKey}` : 'without ids';
    const reasons = failures.map(
      ({ message, error }) =>
        `${message.channel} ${maskedRecipient(message)}: ${error instanceof Error ? error.message : String(error)}`,
    );
    super(`No message of alert ${alert} could be delivered: ${reasons.join('; ')}`);
  }
}

function send(dependencies: DeliverAlertDependencies, message: DeliveryMessage): Promise<void> {
  if (message.channel === 'sms') return dependencies.texter.send({ to: message.to, body: message.body });
  const { to, subject, text, html } = message;
  return dependencies.mailer.send({ to, subject, text, html });
}

export async function deliverAlert(
  dependencies: DeliverAlertDependencies,
  order: DeliveryOrder,
): Promise<DeliveryReport> {
  const failures: Failure[] = [];
  for (const message of order.messages) {
    try {
      await send(dependencies, message);
    } catch (error) {
      failures.push({ message, error });
    }
  }
  if (failures.length > 0 && failures.length === order.messages.length) {
    throw new AlertUndelivered(order, failures);
  }
  for (const { message, error } of failures) {
    log.error(ALERT_MESSAGE_UNDELIVERED, {
      alert: order.alert,
      channel: message.channel,
      recipient: maskedRecipient(message),
      error: describeError(error),
    });
  }
  return { delivered: order.messages.length - failures.length, undelivered: failures.length };
}
