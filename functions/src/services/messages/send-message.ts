import { isTextableUsNumber } from '@lienminder/shared';
import type { DeliverySkipReason } from '#src/ports/alert-deliveries';
import type { Mailer } from '#src/ports/mailer';
import type { OutgoingMessage } from '#src/ports/message-dispatch';
import type { PhoneStatuses } from '#src/ports/phone-status';
import type { Texter } from '#src/ports/texter';
import { maskedProviderText, maskedRecipient } from '#src/services/messaging/masked-recipient';

export interface MessageProviders {
  mailer: Mailer;
  texter: Texter;
  /** The numbers' opt-in states, read right before each text (strongly consistent). */
  phones: PhoneStatuses;
}

/** Why a text may not go, whoever asked for it: see TextNotAllowed. */
export type TextRefusal = Extract<DeliverySkipReason, 'not_us_number' | 'opted_out' | 'no_consent'>;

/**
 * A text that may not go at the moment it would be sent: to a number LienMinder never texts (shared
 * phone.ts isTextableUsNumber: another country, a premium, toll-free or short code), or to one whose
 * latest consent is not an opt-in (it replied STOP, or never agreed). Final for this message: a
 * retry hours later, or a replayed dead-letter queue, asks again and is refused again until the
 * number itself opts in (docs/sms-compliance.md "Sending").
 */
export class TextNotAllowed extends Error {
  override name = 'TextNotAllowed';

  constructor(
    readonly reason: TextRefusal,
    message: Pick<OutgoingMessage, 'channel' | 'to'>,
  ) {
    super(`Text not allowed (${reason}): ${maskedRecipient(message)}`);
  }
}

/** Why the text may not go now, or null. */
async function refusalOf(phones: PhoneStatuses, to: string): Promise<TextRefusal | null> {
  if (!isTextableUsNumber(to)) return 'not_us_number';
  const status = await phones.get(to);
  if (status === 'opted_out') return 'opted_out';
  return status === 'opted_in' ? null : 'no_consent';
}

/**
 * Sends one message through the provider of its channel: its id there. Every text of the product
 * passes here, whoever asked for it (an alert, its retries and redeliveries, an opt-in confirmation,
 * a diagnostics test text, a replayed dead-letter queue), so this is where consent is checked at the
 * moment of sending (47 CFR 64.1200(a)(10): a revocation holds from when it is made) and where a
 * number that is not a US subscriber's is refused before it can cost anything (SMS pumping): the
 * schemas and the deciding functions refuse both earlier, this refuses whatever got past them or
 * changed since (a STOP after the decision, an old record, a new caller). Throws TextNotAllowed then,
 * and otherwise what the provider refused, in its words but with the numbers and addresses masked:
 * every caller logs the error and delivery records keep its message for the alert history, and
 * neither may hold a whole number.
 */
export async function sendMessage(providers: MessageProviders, message: OutgoingMessage): Promise<string> {
  if (message.channel === 'sms') {
    const refusal = await refusalOf(providers.phones, message.to);
    if (refusal) throw new TextNotAllowed(refusal, message);
  }
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
