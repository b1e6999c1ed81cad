import { describe, expect, it } from 'vitest';
import { amountOfCents, centsOf, dayOfMonthYear, dollars, longDate } from './document-formats';

describe('the forms’ dates and dollars', () => {
  it('writes a date as its blank reads: "March 3, 2025", "3rd day of March, 2025"', () => {
    expect(longDate('2025-03-03')).toBe('March 3, 2025');
    expect(longDate('2028-02-29')).toBe('February 29, 2028');
    expect(longDate('2026-12-31')).toBe('December 31, 2026');
    expect(
      [
        '2026-11-01',
        '2026-11-02',
        '2026-11-03',
        '2026-11-04',
        '2026-11-11',
        '2026-11-12',
        '2026-11-13',
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
        '2026-11-30',
      ].map(dayOfMonthYear),
    ).toEqual([
      '1st day of November, 2026',
      '2nd day of November, 2026',
      '3rd day of November, 2026',
      '4th day of November, 2026',
      '11th day of November, 2026',
      '12th day of November, 2026',
      '13th day of November, 2026',
      '21st day of November, 2026',
      '22nd day of November, 2026',
      '23rd day of November, 2026',
      '30th day of November, 2026',
    ]);
  });

  it('writes dollars with thousands and cents, read as digits so no cent is lost', () => {
    expect(['0', '5', '12500', '12500.5', '12500.05', '1234567.89', '0.1', '007'].map(dollars)).toEqual([
      '0.00',
      '5.00',
      '12,500.00',
      '12,500.50',
      '12,500.05',
      '1,234,567.89',
      '0.10',
      '7.00',
    ]);
  });

  it('counts whole cents for a statement of account', () => {
    expect(centsOf('12500')).toBe(1_250_000);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('4000.05')).toBe(400_005);
    expect(amountOfCents(1_250_000 - 400_005)).toBe('8499.95');
  });
});
