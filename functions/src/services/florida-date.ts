/**
 * "November 28, 2026": an instant as the day it is on a Florida calendar (Eastern time), for the
 * text of a message (a subscription's period end, the day an account was closed).
 */
export const floridaLongDate = (instant: Date | string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(
    new Date(instant),
  );
