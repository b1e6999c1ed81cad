import type { Outbox } from '#local/store/outbox';
import type { Clock } from '#src/ports/clock';
import type { Texter } from '#src/ports/texter';

/** Texts kept in the local outbox when no Twilio account is configured. */
export function outboxTexter(outbox: Outbox, clock: Clock): Texter {
  return { send: (sms) => outbox.add({ channel: 'sms', ...sms }, clock.now()) };
}
