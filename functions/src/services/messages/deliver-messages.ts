/**
 * Sends messages a deciding function handed over (docs/decisions/007), one after another, through
 * the providers. The function that does this holds no table: whatever happens here, the decision
 * to send is already recorded.
 *   - Every message failed: throw. Nothing went out, so the invoker's retries (Lambda's, then the
 *     dead-letter queue) cannot duplicate anything.
 *   - Some failed: a retry would send the others twice, so each failure is logged with a fixed
 *     message that the stack counts (a metric filter and its alarm), and the rest stands.
 *   - A text that may not go when it is sent (send-message.ts: a number LienMinder never texts, or
 *     one without a current opt-in, a STOP since the dispatch included) is refused, logged with why,
 *     and not retried: a retry would be refused the same way.
 */

import { LOG_MESSAGES } from '@lienminder/shared';
import { log } from '#src/log';
import type { OutgoingMessage } from '#src/ports/message-dispatch';
import { maskedRecipient } from '#src/services/messaging/masked-recipient';
import { type MessageProviders, sendMessage, TextNotAllowed } from './send-message';

/** The log message the stack's metric filter matches for a dispatched message: change both together. */
export const MESSAGE_UNDELIVERED = LOG_MESSAGES.messageUndelivered;
/** The log line of a text refused when it would be sent, with the reason. */
export const TEXT_NOT_ALLOWED = 'Text refused: no consent or not a number LienMinder texts';

export interface DeliveryReport {
  delivered: number;
  undelivered: number;
}

interface Failure {
  message: OutgoingMessage;
  error: unknown;
}

/** Not one message went out; the invoker retries the whole delivery. */
export class MessagesUndelivered extends Error {
  override name = 'MessagesUndelivered';

  constructor(what: string, failures: Failure[]) {
    const reasons = failures.map(
      ({ message, error }) =>
        `${message.channel} ${maskedRecipient(message)}: ${error instanceof Error ? error.message : String(error)}`,
    );
    super(`No message of ${what} could be delivered: ${reasons.join('; ')}`);
  }
}

export interface DeliveryLabel {
  /** What the messages are, for the error: "alert p1-lien/d7", "password_reset". */
  what: string;
  /** The fixed log line a partial failure is counted by. */
  undeliveredLog: string;
  /** Fields every such log line carries. */
  fields: Record<string, unknown>;
}

export async function deliverMessages(
  providers: MessageProviders,
  messages: readonly OutgoingMessage[],
  label: DeliveryLabel,
): Promise<DeliveryReport> {
  const failures: Failure[] = [];
  let refused = 0;
  for (const message of messages) {
    try {
      await sendMessage(providers, message);
    } catch (error) {
      if (error instanceof TextNotAllowed) {
        refused += 1;
        log.warn(TEXT_NOT_ALLOWED, {
          ...label.fields,
          recipient: maskedRecipient(message),
          reason: error.reason,
        });
      } else {
        failures.push({ message, error });
      }
    }
  }
  if (failures.length > 0 && failures.length + refused === messages.length) {
    throw new MessagesUndelivered(label.what, failures);
  }
  for (const { message, error } of failures) {
    log.error(label.undeliveredLog, {
      ...label.fields,
      channel: message.channel,
      recipient: maskedRecipient(message),
      error,
    });
  }
  return { delivered: messages.length - failures.length - refused, undelivered: failures.length + refused };
}
