/**
 * A recipient as the logs show it: enough for an operator to tell one from another beside the
 * alert's ids (which lead to the project and its full addresses), not enough to contact them from
 * a log line.
 */
import type { OutgoingMessage } from '#ports/message-dispatch';

const VISIBLE_PHONE_DIGITS = 4;

export function maskedRecipient(message: Pick<OutgoingMessage, 'channel' | 'to'>): string {
  if (message.channel === 'sms') return `***${message.to.slice(-VISIBLE_PHONE_DIGITS)}`;
  const at = message.to.lastIndexOf('@');
  return at < 1 ? '***' : `${message.to.slice(0, 1)}***${message.to.slice(at)}`;
}
