/**
 * Calendar dates as `YYYY-MM-DD` strings. Deadlines under ch. 713 are counted in calendar days, so
 * the engine never touches instants: arithmetic runs on whole days since the epoch in UTC, which no
 * host time zone can shift (see docs/florida-rules.md section 1).
 */
export type LocalDate = string;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2025-02-30). */
export function isLocalDate(value: string): value is LocalDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function toEpochDay(date: LocalDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

export function fromEpochDay(epochDay: number): LocalDate {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Counting starts the day after `date` (day 1), weekends and holidays included. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/**
 * "N years after" is the same month and day N years later; from Feb 29 into a common year it is
 * Feb 28, the earlier and safer of the two readings (docs/florida-rules.md section 1).
 */
export function addYears(date: LocalDate, years: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const targetYear = y + years;
  const lastDayOfMonth = new Date(Date.UTC(targetYear, m, 0)).getUTCDate();
  return fromEpochDay(Date.UTC(targetYear, m - 1, Math.min(d, lastDayOfMonth)) / MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: LocalDate): number {
  return new Date(toEpochDay(date) * MS_PER_DAY).getUTCDay();
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

// Building an Intl.DateTimeFormat costs ~0.1 ms; the dashboard asks for every deadline it shows.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in `timeZone` at the instant `now` (Florida deadlines are Florida days). */
export function todayIn(timeZone: string, now: Date): LocalDate {
  let dayFormat = dayFormats.get(timeZone);
  if (dayFormat === undefined) {
    dayFormat = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, dayFormat);
  }
  return dayFormat.format(now);
}
