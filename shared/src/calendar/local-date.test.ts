import { describe, expect, it } from 'vitest';
import { addDays, addYears, dayOfWeek, daysBetween, isLocalDate, todayIn } from './local-date';

describe('isLocalDate', () => {
  it.each(['2026-01-31', '2028-02-29', '2000-02-29'])('accepts %s', (date) => {
    expect(isLocalDate(date)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2025-02-30',
    '2026-13-01',
    '2026-1-31',
    '01/31/2026',
    '2026-01-31T00:00',
    '',
  ])('rejects %s', (date) => {
    expect(isLocalDate(date)).toBe(false);
  });
});

describe('addDays: day 1 is the day after', () => {
  it('counts every calendar day (docs/florida-rules.md section 1)', () => {
    expect(addDays('2025-08-29', 90)).toBe('2025-11-27');
    expect(addDays('2025-03-03', 45)).toBe('2025-04-17');
  });

  it('crosses leap days in both directions', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01'); // 2100 is not a leap year
  });

  it('crosses DST changes and year ends as whole days', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('addYears', () => {
  it('keeps month and day', () => {
    expect(addYears('2026-03-01', 1)).toBe('2027-03-01');
    expect(addYears('2028-02-28', 1)).toBe('2029-02-28');
  });

  it('reads one year from Feb 29 as Feb 28 (the earlier, safer reading)', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });
});

describe('daysBetween and dayOfWeek', () => {
  it('counts whole days, negative backwards', () => {
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });

  it('names weekdays 0 (Sunday) to 6 (Saturday)', () => {
    expect(dayOfWeek('2026-07-04')).toBe(6);
    expect(dayOfWeek('2027-07-04')).toBe(0);
    expect(dayOfWeek('2025-11-27')).toBe(4);
  });
});

describe('todayIn', () => {
  it('gives the calendar date in the named zone, whatever the instant is in UTC', () => {
    const lateEvening = new Date('2026-07-04T03:30:00Z'); // 23:30 on Jul 3 in New York, 22:30 in Chicago
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-07-03');
    expect(todayIn('America/Chicago', lateEvening)).toBe('2026-07-03');
    expect(todayIn('America/New_York', new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(todayIn('America/Chicago', new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-03');
  });
});
