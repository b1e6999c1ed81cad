/**
 * Dates and dollars written the way the statutory forms' blanks take them: "furnished the first of
 * the items on (date)" reads "on March 3, 2025"; "this ___ day of ___" reads "this 3rd day of
 * March"; "$ ___" reads "$12,500.00". Calendar dates are `YYYY-MM-DD` strings read by their parts,
 * never through `Date`, so no host time zone can move a day (docs/florida-rules.md section 1).
 */
import type { LocalDate } from '../calendar/local-date';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function partsOf(date: LocalDate): { year: string; month: string; day: number } {
  const [year = '', month = '', day = ''] = date.split('-');
  return { year, month: MONTH_NAMES[Number(month) - 1] ?? '', day: Number(day) };
}

/** "2025-03-03" as "March 3, 2025". */
export function longDate(date: LocalDate): string {
  const { year, month, day } = partsOf(date);
  return `${month} ${day}, ${year}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** "2026-11-27" as "27th day of November, 2026", for a form's "this ___ day of ___, ___". */
export function dayOfMonthYear(date: LocalDate): string {
  const { year, month, day } = partsOf(date);
  return `${ordinal(day)} day of ${month}, ${year}`;
}

/**
 * Dollars as the user typed them ("12500", "12500.5", "12500.00": the schema allows a plain
 * decimal) as "12,500.00", without the "$" the forms print before the blank. Read as digits, not
 * as a floating-point number, so no amount gains or loses a cent.
 */
export function dollars(amount: string): string {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** A plain decimal amount in whole cents, for the arithmetic a statement of account asks. */
export function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Whole cents back as a plain decimal amount ("12500.00"). */
export function amountOfCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
