import { type CountedDeadline, type LocalDate, mailOrHandDeliverBy } from '@lienminder/shared';

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

/**
 * The day a deadline's line names: "Fri, Apr 17, 2026", or for the 45-day notice its two last days
 * ("Mail by Mon, Nov 30, 2026, or hand-deliver by Fri, Dec 4, 2026", s. 713.18(4)).
 */
export function deadlineDateWords(deadline: CountedDeadline): string {
  const both = mailOrHandDeliverBy(deadline, formatLocalDate);
  return both === null ? formatLocalDate(deadline.dueDate) : `${both[0]?.toUpperCase()}${both.slice(1)}`;
}
