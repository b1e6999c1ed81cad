/**
 * The Florida deadline calendar written out by hand for tests, from docs/florida-rules.md sections 1
 * and 2 and s. 110.117(1), sharing no code with shared/src/calendar: a test counts its expected
 * dates here, so a mistake in the code under test cannot hide in the expectation too.
 */

const MS_PER_DAY = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function utcMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Day 1 is the day after `date`; every calendar day counts (section 1). Negative counts back. */
export const daysAfter = (date: string, days: number) => isoDay(utcMs(date) + days * MS_PER_DAY);

/** The same month and day a year later; from Feb 29, Feb 28 (section 1's earlier reading). */
export function yearAfter(date: string): string {
  const [year, monthDay] = [Number(date.slice(0, 4)), date.slice(5)];
  return `${year + 1}-${monthDay === '02-29' ? '02-28' : monthDay}`;
}

export const weekdayOf = (date: string) => WEEKDAYS[new Date(utcMs(date)).getUTCDay()] as string;

/**
 * The days state offices close under s. 110.117(1), 2025 to 2029, as observed: a Saturday holiday
 * on the Friday before, a Sunday one on the Monday after. Named as the app names them.
 */
const CLOSURES: Record<string, string> = {
  '2025-01-01': "New Year's Day",
  '2025-01-20': 'Martin Luther King Jr. Day',
  '2025-05-26': 'Memorial Day',
  '2025-07-04': 'Independence Day',
  '2025-09-01': 'Labor Day',
  '2025-11-11': 'Veterans Day',
  '2025-11-27': 'Thanksgiving Day',
  '2025-11-28': 'Friday after Thanksgiving',
  '2025-12-25': 'Christmas Day',
  '2026-01-01': "New Year's Day",
  '2026-01-19': 'Martin Luther King Jr. Day',
  '2026-05-25': 'Memorial Day',
  '2026-07-03': 'Independence Day (observed)', // July 4 is a Saturday
  '2026-09-07': 'Labor Day',
  '2026-11-11': 'Veterans Day',
  '2026-11-26': 'Thanksgiving Day',
  '2026-11-27': 'Friday after Thanksgiving',
  '2026-12-25': 'Christmas Day',
  '2027-01-01': "New Year's Day",
  '2027-01-18': 'Martin Luther King Jr. Day',
  '2027-05-31': 'Memorial Day',
  '2027-07-05': 'Independence Day (observed)', // July 4 is a Sunday
  '2027-09-06': 'Labor Day',
  '2027-11-11': 'Veterans Day',
  '2027-11-25': 'Thanksgiving Day',
  '2027-11-26': 'Friday after Thanksgiving',
  '2027-12-24': 'Christmas Day (observed)', // Dec 25 is a Saturday
  '2027-12-31': "New Year's Day (observed)", // Jan 1, 2028 is a Saturday
  '2028-01-17': 'Martin Luther King Jr. Day',
  '2028-05-29': 'Memorial Day',
  '2028-07-04': 'Independence Day',
  '2028-09-04': 'Labor Day',
  '2028-11-10': 'Veterans Day (observed)', // Nov 11 is a Saturday
  '2028-11-23': 'Thanksgiving Day',
  '2028-11-24': 'Friday after Thanksgiving',
  '2028-12-25': 'Christmas Day',
  '2029-01-01': "New Year's Day",
  '2029-01-15': 'Martin Luther King Jr. Day',
  '2029-05-28': 'Memorial Day',
  '2029-07-04': 'Independence Day',
  '2029-09-03': 'Labor Day',
  '2029-11-12': 'Veterans Day (observed)', // Nov 11 is a Sunday
  '2029-11-22': 'Thanksgiving Day',
  '2029-11-23': 'Friday after Thanksgiving',
  '2029-12-25': 'Christmas Day',
};

/** Why `date` is closed (its weekday or holiday), or null on a business day. */
function closedFor(date: string): string | null {
  const year = Number(date.slice(0, 4));
  if (year < 2025 || year > 2029) throw new Error(`The oracle knows 2025-2029 only, not ${date}`);
  const weekday = weekdayOf(date);
  if (weekday === 'Saturday' || weekday === 'Sunday') return weekday;
  return CLOSURES[date] ?? null;
}

export interface ExpectedDay {
  dueDate: string;
  legalLastDay: string;
  legalLastDayReason: string | null;
}

function toBusinessDay(dueDate: string, step: 1 | -1, verb: string): ExpectedDay {
  const closed = closedFor(dueDate);
  if (closed === null) return { dueDate, legalLastDay: dueDate, legalLastDayReason: null };
  let legalLastDay = daysAfter(dueDate, step);
  while (closedFor(legalLastDay) !== null) legalLastDay = daysAfter(legalLastDay, step);
  return { dueDate, legalLastDay, legalLastDayReason: `${verb} ${closed}` };
}

/** s. 713.011: a period ending on a closed day runs to the next business day. */
export const rolledForward = (dueDate: string) => toBusinessDay(dueDate, 1, 'moved from');

/** A "before" deadline (the final payment affidavit) never rolls forward: the business day before. */
export const rolledBack = (dueDate: string) => toBusinessDay(dueDate, -1, 'moved back from');
