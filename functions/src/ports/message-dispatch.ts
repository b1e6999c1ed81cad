import type { OutgoingEmail } from './mailer';
import type { OutgoingSms } from './texter';

export type OutgoingMessage = ({ channel: 'email' } & OutgoingEmail) | ({ channel: 'sms' } & OutgoingSms);

export interface MessageDispatch {
  /** `purpose` names the messages in logs and events, e.g. 'password_reset'. Resolves once they are accepted for delivery (locally: once sent to the outbox or provider). */
  dispatch(purpose: string, messages: OutgoingMessage[]): Promise<void>;
}
