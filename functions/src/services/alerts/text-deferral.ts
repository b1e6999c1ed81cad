/**
 * A text attempted outside the SMS hours waits for them instead of being dropped. Send-alert judged
 * the hours when it claimed the alert, but a text can be attempted long after that: Lambda's
 * retries of a failed delivery, the reconciler's hand-overs, a dead-letter queue replayed at night.
 * Florida's FTSA (s. 501.059(8)(a)) allows texts from 8:00 to 20:00 in the recipient's zone, so such a
 * text is held, pending, until the next 8:00 there, when the reconciler hands it over again and
 * every check of the moment of sending runs once more (send-message.ts: a STOP since, a lost
 * consent).
 */
import { FLORIDA_TIME_ZONES } from '@lienminder/shared';
import { nextSmsHoursStart } from './quiet-hours';
import { withinSmsHours } from './sms-hours';

/**
 * When a text attempted `now` may go: null for now, otherwise the next 8:00 in its recipient's zone.
 * A text claimed before alert texts carried their zone goes only when both of Florida's zones are
 * within the hours, which any project's recipient then is: it waits for the later zone's 8:00.
 */
export function textHeldUntil(text: { timeZone?: string | undefined }, now: Date): Date | null {
  const zones = text.timeZone ? [text.timeZone] : FLORIDA_TIME_ZONES;
  let at = now;
  // Each step moves to the latest next 8:00 of the zones outside the hours then; a zone inside them
  // now may not be then (20:30 in Miami is 19:30 in Pensacola, whose 8:00 comes an hour after Miami's).
  for (let outside = zones.filter((zone) => !withinSmsHours(at, zone)); outside.length > 0; ) {
    at = new Date(Math.max(...outside.map((zone) => Date.parse(nextSmsHoursStart(at, zone).fireAt))));
    outside = zones.filter((zone) => !withinSmsHours(at, zone));
  }
  return at === now ? null : at;
}
