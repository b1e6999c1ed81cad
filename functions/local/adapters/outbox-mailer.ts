import type { Outbox } from '#local/store/outbox';
import type { Clock } from '#src/ports/clock';
import type { Mailer } from '#src/ports/mailer';

/** Emails kept in the local outbox instead of sent (locally, unless an SES sender is configured). */
export function outboxMailer(outbox: Outbox, clock: Clock): Mailer {
  return { send: (email) => outbox.add({ channel: 'email', ...email }, clock.now()) };
}
