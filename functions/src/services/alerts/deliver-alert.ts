/**
 * Sends the messages send-alert decided on (docs/decisions/007) through the providers, with the
 * failure rules of services/messages/deliver-messages.ts: every message failed → throw (Lambda
 * retries, then the alert dead-letter queue); some failed → each is logged for the alarm.
 */
import { type DeliveryReport, deliverMessages, MessagesUndelivered } from '../messages/deliver-messages';
import type { MessageProviders } from '../messages/send-message';
import type { DeliveryOrder } from './delivery-order';

export type { DeliveryReport };
export type DeliverAlertDependencies = MessageProviders;

/** The log message the stack's metric filter matches: change both together. */
export const ALERT_MESSAGE_UNDELIVERED = 'Alert message undelivered';

/** Not one message of the alert went out. */
export const AlertUndelivered = MessagesUndelivered;

export function deliverAlert(
  dependencies: DeliverAlertDependencies,
  order: DeliveryOrder,
): Promise<DeliveryReport> {
  const what = order.alert ? `alert ${order.alert.deadlineId}/${order.alert.alertKey}` : 'alert without ids';
  return deliverMessages(dependencies, order.messages, {
    what,
    undeliveredLog: ALERT_MESSAGE_UNDELIVERED,
    fields: { alert: order.alert },
  });
}
