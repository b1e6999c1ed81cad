/**
 * Alerts are planned for 9:00; the SMS hours (sms-hours.ts) guard the late ones, e.g. a local server
 * that was off overnight, and a text retried or redelivered after 20:00, which wait for the next
 * 8:00 in the recipient's zone. Intl alone, no time-zone library: deliver-alert defers texts with it
 * (text-deferral.ts) and has no room for one (docs/decisions/006).
 */
import type { LocalDate } from '@lienminder/shared';
import { FIRST_HOUR } from './sms-hours';

/** The wall-clock reading of `at` in `timeZone`, as if it were UTC (milliseconds, whole seconds). */
function wallClockAsUtc(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/**
 * The next 8:00 in `timeZone` after `now` (today's when it is still before 8:00 there), DST-correct:
 * the zone's offset is read at the answer itself (a US zone changes it at 2:00, never near 8:00, so
 * one correction of the first guess is exact).
 */
export function nextSmsHoursStart(
  now: Date,
  timeZone: string,
): { localDate: LocalDate; localTime: string; fireAt: string } {
  const wallNow = new Date(wallClockAsUtc(now, timeZone));
  const wall8 = Date.UTC(
    wallNow.getUTCFullYear(),
    wallNow.getUTCMonth(),
    wallNow.getUTCDate() + (wallNow.getUTCHours() < FIRST_HOUR ? 0 : 1),
    FIRST_HOUR,
  );
  const offsetAt = (instant: number) => wallClockAsUtc(new Date(instant), timeZone) - instant;
  const fireAt = wall8 - offsetAt(wall8 - offsetAt(wall8));
  return {
    localDate: new Date(wall8).toISOString().slice(0, 10),
    localTime: '08:00',
    fireAt: new Date(fireAt).toISOString(),
  };
}
