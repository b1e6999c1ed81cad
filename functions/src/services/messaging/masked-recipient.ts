/**
 * A recipient as the logs show it: enough for an operator to tell one from another beside the
 * alert's ids (which lead to the project and its full addresses), not enough to contact them from
 * a log line.
 */
import type { OutgoingMessage } from '#src/ports/message-dispatch';

const VISIBLE_PHONE_DIGITS = 4;

export function maskedRecipient(message: Pick<OutgoingMessage, 'channel' | 'to'>): string {
  if (message.channel === 'sms') return `***${message.to.slice(-VISIBLE_PHONE_DIGITS)}`;
  const at = message.to.lastIndexOf('@');
  return at < 1 ? '***' : `${message.to.slice(0, 1)}***${message.to.slice(at)}`;
}

/** A phone number as providers write it: 7 to 15 digits (E.164's most), with `+`, `(` and single separators. */
const PHONE_IN_TEXT = /\+?\(?\d(?:[ ().-]{0,2}\d){6,14}/g;
/** No `/` before the `@`: a stack's `node_modules/@aws-sdk/...` paths stay as they are. */
const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * A provider's own words with every phone number and email address in them masked as recipients
 * are: Twilio names the number it refused ("The 'To' number +13055550101 is not a valid phone
 * number."), SES the address, and those words go on into logs and the alert history.
 */
export function maskedProviderText(text: string): string {
  return text
    .replace(EMAIL_IN_TEXT, (to) => maskedRecipient({ channel: 'email', to }))
    .replace(PHONE_IN_TEXT, (to) => maskedRecipient({ channel: 'sms', to: to.replace(/\D/g, '') }));
}
