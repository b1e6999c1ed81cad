import type { Mailer } from '#ports/mailer';
import type { OutgoingMessage } from '#ports/message-dispatch';
import type { Texter } from '#ports/texter';

export interface MessageProviders {
  mailer: Mailer;
  texter: Texter;
}

/** Sends one message through the provider of its channel: its id there; throws what the provider refused. */
export function sendMessage(providers: MessageProviders, message: OutgoingMessage): Promise<string> {
  if (message.channel === 'sms') return providers.texter.send({ to: message.to, body: message.body });
  const { to, subject, text, html } = message;
  return providers.mailer.send({ to, subject, text, html });
}
