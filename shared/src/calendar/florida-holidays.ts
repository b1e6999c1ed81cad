/**
 * Florida's business-day calendar for lien deadlines. s. 713.011 (in force since Oct 1, 2023) extends
 * a ch. 713 period that ends on a Saturday, Sunday or a legal holiday listed in s. 110.117(1) to the
 * next day that is none of those. Only that short list counts: not the long s. 683.01 list (Flag
 * Day, Pascua Florida Day ...) and not the federal calendar (Columbus Day and Juneteenth are
 * ordinary business days for a Florida clerk). See docs/florida-rules.md section 2.
 */
import { addDays, dayOfWeek, type LocalDate, WEEKDAY_NAMES } from './local-date';

export interface FloridaHoliday {
  /** The day state offices close: the holiday itself, or its observed Friday/Monday. */
  date: LocalDate;
  /** e.g. "Thanksgiving Day", "Independence Day (observed)". */
  name: string;
}

const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

function isoDate(year: number, month: number, day: number): LocalDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The `nth` (1-based) `weekday` of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): LocalDate {
  const first = isoDate(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, offset + (nth - 1) * 7);
}

/** The last `weekday` of a month (Memorial Day). */
function lastWeekday(year: number, month: number, weekday: number): LocalDate {
  const lastOfMonth = addDays(isoDate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(lastOfMonth, -((dayOfWeek(lastOfMonth) - weekday + 7) % 7));
}

interface HolidayRule {
  name: string;
  dateIn(year: number): LocalDate;
  /** Fixed-date holidays move off a weekend (s. 110.117(1)); weekday-rule ones never land there. */
  fixedDate: boolean;
}

const fixed = (name: string, month: number, day: number): HolidayRule => ({
  name,
  dateIn: (year) => isoDate(year, month, day),
  fixedDate: true,
});

const floating = (name: string, dateIn: (year: number) => LocalDate): HolidayRule => ({
  name,
  dateIn,
  fixedDate: false,
});

/** s. 110.117(1): the paid holidays observed by state (and county clerk) offices. */
const HOLIDAY_RULES: readonly HolidayRule[] = [
  fixed("New Year's Day", 1, 1),
  floating('Martin Luther King Jr. Day', (year) => nthWeekday(year, 1, MONDAY, 3)),
  floating('Memorial Day', (year) => lastWeekday(year, 5, MONDAY)),
  fixed('Independence Day', 7, 4),
  floating('Labor Day', (year) => nthWeekday(year, 9, MONDAY, 1)),
  fixed('Veterans Day', 11, 11),
  floating('Thanksgiving Day', (year) => nthWeekday(year, 11, THURSDAY, 4)),
  floating('Friday after Thanksgiving', (year) => addDays(nthWeekday(year, 11, THURSDAY, 4), 1)),
  fixed('Christmas Day', 12, 25),
];

/**
 * s. 110.117(1): a holiday on a Saturday is observed the Friday before, one on a Sunday the Monday
 * after. The observed day is the day offices are closed.
 */
function closureFor(rule: HolidayRule, year: number): FloridaHoliday {
  const date = rule.dateIn(year);
  const weekday = dayOfWeek(date);
  if (rule.fixedDate && weekday === SATURDAY)
    return { date: addDays(date, -1), name: `${rule.name} (observed)` };
  if (rule.fixedDate && weekday === SUNDAY)
    return { date: addDays(date, 1), name: `${rule.name} (observed)` };
  return { date, name: rule.name };
}

const closuresByYear = new Map<number, readonly FloridaHoliday[]>();

function closuresIn(year: number): readonly FloridaHoliday[] {
  let closures = closuresByYear.get(year);
  if (!closures) {
    const yearPrefix = `${String(year).padStart(4, '0')}-`;
    closures = [year, year + 1]
      .flatMap((ruleYear) => HOLIDAY_RULES.map((rule) => closureFor(rule, ruleYear)))
      .filter((closure) => closure.date.startsWith(yearPrefix))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    closuresByYear.set(year, closures);
  }
  return closures;
}

/**
 * The s. 110.117(1) closures that fall in `year`, soonest first. New Year's Day of the next year
 * belongs here when it is observed on Friday Dec 31 (e.g. 2027-12-31 for 2028).
 */
export function floridaHolidays(year: number): FloridaHoliday[] {
  return closuresIn(year).map((closure) => ({ ...closure }));
}

function closureOn(date: LocalDate): FloridaHoliday | undefined {
  return closuresIn(Number(date.slice(0, 4))).find((closure) => closure.date === date);
}

function isWeekend(date: LocalDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** Not a Saturday, Sunday or s. 110.117(1) closure (a clerk may still close for an emergency). */
export function isFloridaBusinessDay(date: LocalDate): boolean {
  return !isWeekend(date) && closureOn(date) === undefined;
}

/** `dueDate` when it is a business day, else the nearest one in the direction of `step`, and why. */
function movedToBusinessDay(
  dueDate: LocalDate,
  step: 1 | -1,
  verb: string,
): { legalLastDay: LocalDate; reason: string | null } {
  if (isFloridaBusinessDay(dueDate)) return { legalLastDay: dueDate, reason: null };
  let legalLastDay = addDays(dueDate, step);
  while (!isFloridaBusinessDay(legalLastDay)) legalLastDay = addDays(legalLastDay, step);
  const closedFor = isWeekend(dueDate) ? WEEKDAY_NAMES[dayOfWeek(dueDate)] : closureOn(dueDate)?.name;
  return { legalLastDay, reason: `${verb} ${closedFor}` };
}

/**
 * s. 713.011: a period whose last day is a Saturday, Sunday or legal holiday runs until the end of
 * the next day that is none of those. (For s. 255.05 periods, Fla. R. Gen. Prac. & Jud. Admin.
 * 2.514(a) gives the same result.) The reason names what the statutory day was, e.g.
 * "moved from Saturday" or "moved from Thanksgiving Day"; null when the day stands.
 */
export const legalLastDayFor = (dueDate: LocalDate) => movedToBusinessDay(dueDate, 1, 'moved from');

/**
 * For a "before" period (s. 713.06(3)(d): the final payment affidavit at least 5 days before suit)
 * s. 713.011 gives no extension: moving forward would land inside the 5 days. When the counted day
 * is closed, the last safe day is the business day before it ("moved back from Saturday").
 */
export const lastSafeDayFor = (dueDate: LocalDate) => movedToBusinessDay(dueDate, -1, 'moved back from');
