import { describe, expect, it } from 'vitest';
import {
  CRITICAL_WINDOW_DAYS,
  daysLeft,
  daysLeftLabel,
  deadlineTiming,
  deadlineTimingLabel,
  isOverdue,
  timingUrgency,
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

describe('deadlineTiming: overdue only after the legal last day (docs/florida-rules.md section 5)', () => {
  // The worked example's Claim of Lien: due Saturday 2026-07-04, legal last day Monday 2026-07-06.
  const rolled = { dueDate: '2026-07-04', legalLastDay: '2026-07-06' };
  // The contractor's affidavit counted to Sunday 2026-08-16, last safe day Friday 2026-08-14.
  const before = { dueDate: '2026-08-16', legalLastDay: '2026-08-14' };

  it.each([
    [rolled, '2026-07-03', { kind: 'due', daysLeft: 1 }, '1 day left'],
    // Its Saturday: the clerk is closed, so not "Due Today" but on time until Monday.
    [rolled, '2026-07-04', { kind: 'still_on_time', until: '2026-07-06' }, 'Still on time until 2026-07-06'],
    [
      { dueDate: '2026-07-07', legalLastDay: '2026-07-07' },
      '2026-07-07',
      { kind: 'due', daysLeft: 0 },
      'Due Today',
    ],
    [rolled, '2026-07-05', { kind: 'still_on_time', until: '2026-07-06' }, 'Still on time until 2026-07-06'],
    [rolled, '2026-07-06', { kind: 'still_on_time', until: '2026-07-06' }, 'Still on time until 2026-07-06'],
    [rolled, '2026-07-07', { kind: 'overdue', daysOverdue: 1 }, 'Overdue by 1 day'],
    [rolled, '2026-07-16', { kind: 'overdue', daysOverdue: 10 }, 'Overdue by 10 days'],
    [before, '2026-08-14', { kind: 'due', daysLeft: 0 }, 'Due Today'],
    [before, '2026-08-15', { kind: 'overdue', daysOverdue: 1 }, 'Overdue by 1 day'],
  ] as const)('%j on %s is %j: "%s"', (deadline, today, timing, label) => {
    expect(deadlineTiming(deadline, today)).toEqual(timing);
    expect(deadlineTimingLabel(deadlineTiming(deadline, today))).toBe(label);
    expect(isOverdue(deadline, today)).toBe(timing.kind === 'overdue');
  });

  it('writes the legal last day as the caller writes dates', () => {
    expect(
      deadlineTimingLabel({ kind: 'still_on_time', until: '2026-07-06' }, () => 'Mon, Jul 6, 2026'),
    ).toBe('Still on time until Mon, Jul 6, 2026');
  });

  it('past the day to aim for is critical, on time or not', () => {
    expect(timingUrgency({ kind: 'still_on_time', until: '2026-07-06' })).toBe('critical');
    expect(timingUrgency({ kind: 'overdue', daysOverdue: 3 })).toBe('critical');
    expect(timingUrgency({ kind: 'due', daysLeft: 10 })).toBe('warning');
  });
});
