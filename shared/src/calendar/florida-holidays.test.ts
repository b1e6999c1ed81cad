import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floridaHolidays, isFloridaBusinessDay, legalLastDayFor } from './florida-holidays';
import { addDays, daysBetween, fromEpochDay, toEpochDay } from './local-date';

/**
 * Every s. 110.117(1) closure, 2025-2030, worked out by hand from the calendar (a fixed-date holiday
 * on a Saturday is observed the Friday before, on a Sunday the Monday after).
 */
const CLOSURES: Record<number, [string, string][]> = {
  2025: [
    ['2025-01-01', "New Year's Day"],
    ['2025-01-20', 'Martin Luther King Jr. Day'],
    ['2025-05-26', 'Memorial Day'],
    ['2025-07-04', 'Independence Day'],
    ['2025-09-01', 'Labor Day'],
    ['2025-11-11', 'Veterans Day'],
    ['2025-11-27', 'Thanksgiving Day'],
    ['2025-11-28', 'Friday after Thanksgiving'],
    ['2025-12-25', 'Christmas Day'],
  ],
  2026: [
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Martin Luther King Jr. Day'],
    ['2026-05-25', 'Memorial Day'],
    ['2026-07-03', 'Independence Day (observed)'],
    ['2026-09-07', 'Labor Day'],
    ['2026-11-11', 'Veterans Day'],
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-11-27', 'Friday after Thanksgiving'],
    ['2026-12-25', 'Christmas Day'],
  ],
  2027: [
    ['2027-01-01', "New Year's Day"],
    ['2027-01-18', 'Martin Luther King Jr. Day'],
    ['2027-05-31', 'Memorial Day'],
    ['2027-07-05', 'Independence Day (observed)'],
    ['2027-09-06', 'Labor Day'],
    ['2027-11-11', 'Veterans Day'],
    ['2027-11-25', 'Thanksgiving Day'],
    ['2027-11-26', 'Friday after Thanksgiving'],
    ['2027-12-24', 'Christmas Day (observed)'],
    ['2027-12-31', "New Year's Day (observed)"],
  ],
  // Jan 1, 2028 is a Saturday: its closure is Fri 2027-12-31, listed above.
  2028: [
    ['2028-01-17', 'Martin Luther King Jr. Day'],
    ['2028-05-29', 'Memorial Day'],
    ['2028-07-04', 'Independence Day'],
    ['2028-09-04', 'Labor Day'],
    ['2028-11-10', 'Veterans Day (observed)'],
    ['2028-11-23', 'Thanksgiving Day'],
    ['2028-11-24', 'Friday after Thanksgiving'],
    ['2028-12-25', 'Christmas Day'],
  ],
  2029: [
    ['2029-01-01', "New Year's Day"],
    ['2029-01-15', 'Martin Luther King Jr. Day'],
    ['2029-05-28', 'Memorial Day'],
    ['2029-07-04', 'Independence Day'],
    ['2029-09-03', 'Labor Day'],
    ['2029-11-12', 'Veterans Day (observed)'],
    ['2029-11-22', 'Thanksgiving Day'],
    ['2029-11-23', 'Friday after Thanksgiving'],
    ['2029-12-25', 'Christmas Day'],
  ],
  2030: [
    ['2030-01-01', "New Year's Day"],
    ['2030-01-21', 'Martin Luther King Jr. Day'],
    ['2030-05-27', 'Memorial Day'],
    ['2030-07-04', 'Independence Day'],
    ['2030-09-02', 'Labor Day'],
    ['2030-11-11', 'Veterans Day'],
    ['2030-11-28', 'Thanksgiving Day'],
    ['2030-11-29', 'Friday after Thanksgiving'],
    ['2030-12-25', 'Christmas Day'],
  ],
};

describe('floridaHolidays (s. 110.117(1))', () => {
  it.each(Object.entries(CLOSURES))('lists every %s closure on the day offices close', (year, closures) => {
    expect(floridaHolidays(Number(year)).map(({ date, name }) => [date, name])).toEqual(closures);
  });

  it.each(Object.values(CLOSURES).flat())('%s (%s) is not a business day', (date) => {
    expect(isFloridaBusinessDay(date)).toBe(false);
  });

  it('keeps the real date of a weekend holiday a non-business day only because it is a weekend', () => {
    // Sat 2026-07-04 and Sun 2027-07-04 are closed as weekends; the Friday before and Monday after
    // carry the holiday.
    expect(isFloridaBusinessDay('2026-07-04')).toBe(false);
    expect(isFloridaBusinessDay('2027-07-04')).toBe(false);
    expect(isFloridaBusinessDay('2027-07-06')).toBe(true);
    expect(isFloridaBusinessDay('2026-07-02')).toBe(true);
  });

  it.each([
    ['2025-10-13', 'Columbus Day'],
    ['2026-10-12', 'Columbus Day'],
    ['2025-06-19', 'Juneteenth'],
    ['2026-06-19', 'Juneteenth'],
    ['2025-02-17', "Presidents' Day"],
    ['2025-04-02', 'Pascua Florida Day (s. 683.01 only)'],
    ['2027-06-14', 'Flag Day (s. 683.01 only)'],
    ['2025-12-24', 'Christmas Eve'],
    ['2025-12-26', 'the day after Christmas'],
  ])('%s (%s) is an ordinary business day', (date) => {
    expect(isFloridaBusinessDay(date)).toBe(true);
  });

  it('does not treat the day after a weekday holiday as closed', () => {
    expect(isFloridaBusinessDay('2025-07-03')).toBe(true);
    expect(isFloridaBusinessDay('2030-11-12')).toBe(true);
  });
});

describe('legalLastDayFor (s. 713.011)', () => {
  it.each([
    // [statutory day, legal last day, reason]
    ['2025-04-17', '2025-04-17', null],
    ['2025-11-27', '2025-12-01', 'moved from Thanksgiving Day'],
    ['2025-11-28', '2025-12-01', 'moved from Friday after Thanksgiving'],
    ['2026-07-04', '2026-07-06', 'moved from Saturday'],
    ['2026-07-03', '2026-07-06', 'moved from Independence Day (observed)'],
    ['2027-07-04', '2027-07-06', 'moved from Sunday'],
    ['2027-12-24', '2027-12-27', 'moved from Christmas Day (observed)'],
    ['2027-12-25', '2027-12-27', 'moved from Saturday'],
    ['2027-12-31', '2028-01-03', "moved from New Year's Day (observed)"],
    ['2028-01-01', '2028-01-03', 'moved from Saturday'],
    ['2028-01-15', '2028-01-18', 'moved from Saturday'], // then Sunday, then MLK Day Monday
    ['2029-11-11', '2029-11-13', 'moved from Sunday'], // Monday is Veterans Day (observed)
    ['2028-02-29', '2028-02-29', null],
    ['2025-10-13', '2025-10-13', null], // Columbus Day is not a state closure
  ])('%s runs to %s (%s)', (dueDate, legalLastDay, reason) => {
    expect(legalLastDayFor(dueDate)).toEqual({ legalLastDay, reason });
  });

  // Dates from 1990 to 2100, as epoch days.
  const anyDate = fc
    .integer({ min: toEpochDay('1990-01-01'), max: toEpochDay('2100-12-31') })
    .map(fromEpochDay);

  it('always lands on a business day, never before the statutory day', () => {
    fc.assert(
      fc.property(anyDate, (dueDate) => {
        const { legalLastDay, reason } = legalLastDayFor(dueDate);
        expect(isFloridaBusinessDay(legalLastDay)).toBe(true);
        expect(legalLastDay >= dueDate).toBe(true);
        expect(reason === null).toBe(legalLastDay === dueDate);
      }),
      { numRuns: 2000 },
    );
  });

  it('moves a deadline by at most 4 days, and the calendar does produce 4 (Thanksgiving Thursday)', () => {
    let largestMove = 0;
    for (let day = toEpochDay('1990-01-01'); day <= toEpochDay('2100-12-31'); day++) {
      const dueDate = fromEpochDay(day);
      largestMove = Math.max(largestMove, daysBetween(dueDate, legalLastDayFor(dueDate).legalLastDay));
    }
    // Thu Thanksgiving, Fri after, Sat, Sun: the legal last day is the Monday, 4 days on. No pair
    // of s. 110.117(1) closures can stretch a weekend further.
    expect(largestMove).toBe(4);
  });

  it('gives every day before the legal last day a reason to be closed', () => {
    fc.assert(
      fc.property(anyDate, (dueDate) => {
        const { legalLastDay } = legalLastDayFor(dueDate);
        for (let day = dueDate; day < legalLastDay; day = addDays(day, 1)) {
          expect(isFloridaBusinessDay(day)).toBe(false);
        }
      }),
    );
  });
});
