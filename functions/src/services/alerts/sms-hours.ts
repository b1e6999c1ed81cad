/**
 * docs/sms-compliance.md "Sending": texts only between 8:00 and 20:00 in the recipient's zone (Florida's
 * FTSA, s. 501.059(8)(a), is stricter than the federal 8:00-21:00). Its own module, with Intl alone,
 * because deliver-alert checks it before every text and has no room for a time-zone library
 * (docs/decisions/006); quiet-hours.ts finds the next 8:00, with Intl alone for the same reason.
 */

export const FIRST_HOUR = 8;
const LAST_HOUR_EXCLUSIVE = 20;

/**
 * One formatter per zone, made on first use: making an Intl.DateTimeFormat costs far more than
 * formatting with it, and every alert of a morning, and every text, asks the hour.
 */
const hourFormats = new Map<string, Intl.DateTimeFormat>();

export function hourIn(now: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(now));
}

export function withinSmsHours(now: Date, timeZone: string): boolean {
  const hour = hourIn(now, timeZone);
  return hour >= FIRST_HOUR && hour < LAST_HOUR_EXCLUSIVE;
}
