import type { OutgoingEmail } from './mailer';
import type { OutgoingSms } from './texter';

/**
 * One email or one SMS, as the function that holds the providers sends it. An alert's text carries
 * its recipient's time zone, so that every attempt to send it, a retry hours later included, checks
 * the SMS hours there (services/alerts/deliver-alert.ts).
 */
export type OutgoingMessage =
  | ({ channel: 'email' } & OutgoingEmail)
  | ({ channel: 'sms'; timeZone?: string } & OutgoingSms);

/**
 * How a function that holds the table has an email or a text sent (a password reset link, an SMS
 * opt-in confirmation, a payment-failed notice): it hands the messages to the function that holds
 * the providers (docs/decisions/007). Locally they are sent at once; in AWS they travel as an
 * EventBridge event to DeliverMessages.
 */
export interface MessageDispatch {
  /**
   * `purpose` names the messages in logs and events (e.g. 'password_reset'). Resolves once they are
   * accepted for delivery (locally: once sent); throws when they could not be handed over.
   */
  dispatch(purpose: string, messages: OutgoingMessage[]): Promise<void>;
}
