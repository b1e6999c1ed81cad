/**
 * SMS_COMPLIANCE.md "Sending": texts only between 8:00 and 20:00 in the recipient's zone (Florida's
 * FTSA, s. 501.059(8)(a), is stricter than the federal 8:00-21:00). Alerts are planned for 9:00; this
 * guards the late ones, e.g. a local server that was off overnight.
 */
const FIRST_HOUR = 8;
const LAST_HOUR_EXCLUSIVE = 20;

export function withinSmsHours(now: Date, timeZone: string): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
  );
  return hour >= FIRST_HOUR && hour < LAST_HOUR_EXCLUSIVE;
}
