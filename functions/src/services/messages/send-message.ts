import { isTextableUsNumber } from '@lienminder/shared';
import type { Mailer } from '#ports/mailer';
import type { OutgoingMessage } from '#ports/message-dispatch';
import type { Texter } from '#ports/texter';
import { maskedRecipient } from '../alerts/masked-recipient';

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
 * Sends one message through the provider of its channel: its id there; throws what the provider
 * refused. Every text of the product passes here, whoever asked for it, so this is where a number
 * that is not a US subscriber's is refused before it can cost anything (SMS pumping): the schemas
 * refuse it at the door, this refuses it whatever got past them (an old record, a new caller).
 */
export async function sendMessage(providers: MessageProviders, message: OutgoingMessage): Promise<string> {
  if (message.channel === 'sms') {
    if (!isTextableUsNumber(message.to)) throw new NumberNotTextable(message);
    return providers.texter.send({ to: message.to, body: message.body });
  }
  const { to, subject, text, html } = message;
  return providers.mailer.send({ to, subject, text, html });
}
