/**
 * Alert times as the contractor lives them: in the project's Florida zone (alerts fire at 9:00
 * there), never the browser's. Intl reads the zone's offset for each instant, DST included.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric', timeZoneName: 'short' } : {}),
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(key, format);
  }
  return format;
}

/** "Apr 21, 2026, 9:00 AM EDT": an alert's time on the project's screen. */
export const formatAlertTime = (instant: string, timeZone: string) =>
  formatIn(timeZone, true).format(new Date(instant));

/** "Nov 20, 9:00 AM": the dashboard's last alert, short. */
export const formatShortAlertTime = (instant: string, timeZone: string) =>
  formatIn(timeZone, false).format(new Date(instant));
