import { describe, expect, it } from 'vitest';
import {
  CRITICAL_WINDOW_DAYS,
  daysLeft,
  daysLeftLabel,
  UPCOMING_DEADLINES_SHOWN,
  URGENT_WINDOW_DAYS,
  upcomingBadgeVariant,
  urgencyLevel,
} from './urgency';

describe('daysLeft', () => {
  it('counts calendar days from today to the due date', () => {
    expect(daysLeft('2026-07-04', '2026-07-04')).toBe(0);
    expect(daysLeft('2026-07-04', '2026-07-03')).toBe(1);
    expect(daysLeft('2028-03-01', '2028-02-28')).toBe(2); // through Feb 29
    expect(daysLeft('2027-03-01', '2027-02-28')).toBe(1);
    expect(daysLeft('2026-01-01', '2025-12-31')).toBe(1);
    expect(daysLeft('2026-07-01', '2026-07-04')).toBe(-3);
  });

  it('is not thrown off by a DST change between today and the due date', () => {
    expect(daysLeft('2026-03-09', '2026-03-07')).toBe(2);
    expect(daysLeft('2026-11-02', '2026-10-31')).toBe(2);
  });
});

describe('urgencyLevel (spec: 3 or fewer critical, 7 or fewer urgent, otherwise warning)', () => {
  it.each([
    [-2, 'critical'],
    [0, 'critical'],
    [3, 'critical'],
    [4, 'urgent'],
    [7, 'urgent'],
    [8, 'warning'],
    [90, 'warning'],
  ] as const)('%i days left is %s', (days, level) => {
    expect(urgencyLevel(days)).toBe(level);
  });

  it('uses the spec windows', () => {
    expect([CRITICAL_WINDOW_DAYS, URGENT_WINDOW_DAYS, UPCOMING_DEADLINES_SHOWN]).toEqual([3, 7, 5]);
  });
});

describe('daysLeftLabel', () => {
  it.each([
    [0, 'Due Today'],
    [1, '1 day left'],
    [2, '2 days left'],
    [45, '45 days left'],
    [-1, 'Overdue by 1 day'],
    [-12, 'Overdue by 12 days'],
  ])('%i reads "%s"', (days, label) => {
    expect(daysLeftLabel(days)).toBe(label);
  });
});

describe('upcomingBadgeVariant (spec: 7 or fewer destructive, 30 or fewer secondary, otherwise outline)', () => {
  it.each([
    [0, 'destructive'],
    [7, 'destructive'],
    [8, 'secondary'],
    [30, 'secondary'],
    [31, 'outline'],
  ] as const)('%i days left is %s', (days, variant) => {
    expect(upcomingBadgeVariant(days)).toBe(variant);
  });
});
