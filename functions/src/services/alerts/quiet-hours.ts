/**
 * SMS_COMPLIANCE.md "Sending": texts only between 8:00 and 20:00 in the recipient's zone (Florida's
 * FTSA, s. 501.059(8)(a), is stricter than the federal 8:00-21:00). Alerts are planned for 9:00; this
 * guards the late ones, e.g. a local server that was off overnight, which wait for the next 8:00.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, type LocalDate, todayIn } from '@lienminder/shared';

const FIRST_HOUR = 8;
const LAST_HOUR_EXCLUSIVE = 20;

const hourIn = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));

export function withinSmsHours(now: Date, timeZone: string): boolean {
  const hour = hourIn(now, timeZone);
  return hour >= FIRST_HOUR && hour < LAST_HOUR_EXCLUSIVE;
}

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
