import type { LocalDate } from '@lienminder/shared';

// Formatting in UTC keeps the calendar day: a `YYYY-MM-DD` at UTC midnight is that day in UTC, so
// no host time zone can shift it by one (docs/florida-rules.md section 1).
const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Fri, Apr 17, 2026" for a Florida calendar date. */
export function formatLocalDate(date: LocalDate): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}
