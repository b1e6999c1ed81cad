import type { Clock } from '#ports/clock';
import type { Texter } from '#ports/texter';
import type { Outbox } from '../store/outbox';

/** Texts kept in the local outbox when no Twilio account is configured. */
export function outboxTexter(outbox: Outbox, clock: Clock): Texter {
  return { send: (sms) => outbox.add({ channel: 'sms', ...sms }, clock.now()) };
}
