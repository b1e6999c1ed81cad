import { isTextableUsNumber } from '@lienminder/shared';
import type { Mailer } from '#ports/mailer';
import type { OutgoingMessage } from '#ports/message-dispatch';
import type { Texter } from '#ports/texter';
import { maskedProviderText, maskedRecipient } from '../alerts/masked-recipient';

export interface MessageProviders {
  mailer: Mailer;
  texter: Texter;
}

/**
 * A text to a number LienMinder never texts (shared phone.ts isTextableUsNumber: another country,
 * a premium, toll-free or short code). Final: no retry makes it textable.
 */
export class NumberNotTextable extends Error {
  override name = 'NumberNotTextable';

  constructor(message: Pick<OutgoingMessage, 'channel' | 'to'>) {
    super(`Not a US number: ${maskedRecipient(message)}`);
  }
}

/**
 * Sends one message through the provider of its channel: its id there. Every text of the product
 * passes here, whoever asked for it, so this is where a number that is not a US subscriber's is
 * refused before it can cost anything (SMS pumping): the schemas refuse it at the door, this refuses
 * it whatever got past them (an old record, a new caller). Throws what the provider refused, in its
 * words but with the numbers and addresses masked: every caller logs the error and delivery records
 * keep its message for the alert history, and neither may hold a whole number.
 */
export async function sendMessage(providers: MessageProviders, message: OutgoingMessage): Promise<string> {
  if (message.channel === 'sms' && !isTextableUsNumber(message.to)) throw new NumberNotTextable(message);
  try {
    if (message.channel === 'sms') return await providers.texter.send({ to: message.to, body: message.body });
    const { to, subject, text, html, headers } = message;
    return await providers.mailer.send({ to, subject, text, html, ...(headers ? { headers } : {}) });
  } catch (error) {
    throw withRecipientsMasked(error);
  }
}

/** The same failure (name, message, stack) with no number or address left in it; no `cause` that would keep them. */
function withRecipientsMasked(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(maskedProviderText(String(error)));
  const masked = new Error(maskedProviderText(error.message));
  masked.name = error.name;
  if (error.stack !== undefined) masked.stack = maskedProviderText(error.stack);
  return masked;
}
