import type { Clock } from '#ports/clock';
import type { Mailer } from '#ports/mailer';
import type { Outbox } from '../store/outbox';

/** Emails kept in the local outbox instead of sent (locally, unless an SES sender is configured). */
export function outboxMailer(outbox: Outbox, clock: Clock): Mailer {
  return { send: (email) => outbox.add({ channel: 'email', ...email }, clock.now()) };
}
