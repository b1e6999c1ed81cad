/**
 * Alerts are planned for 9:00; the SMS hours (sms-hours.ts) guard the late ones, e.g. a local server
 * that was off overnight, which wait for the next 8:00 in the recipient's zone.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, type LocalDate, todayIn } from '@lienminder/shared';
import { FIRST_HOUR, hourIn } from './sms-hours';

/** The next 8:00 in `timeZone` after `now` (today's when it is still before 8:00 there), DST-correct. */
export function nextSmsHoursStart(
  now: Date,
  timeZone: string,
): { localDate: LocalDate; localTime: string; fireAt: string } {
  const today = todayIn(timeZone, now);
  const localDate = hourIn(now, timeZone) < FIRST_HOUR ? today : addDays(today, 1);
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const instant = new TZDate(year, month - 1, day, FIRST_HOUR, 0, 0, timeZone).getTime();
  return { localDate, localTime: '08:00', fireAt: new Date(instant).toISOString() };
}
