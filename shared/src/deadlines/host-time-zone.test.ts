/**
 * Deadlines are Florida calendar dates; the server's or browser's own zone must never move one
 * (docs/florida-rules.md section 1). Node re-reads process.env.TZ when it is assigned, so this file
 * recomputes everything under zones a day apart and compares.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { floridaHolidays, legalLastDayFor } from '../calendar/florida-holidays';
import { todayIn } from '../calendar/local-date';
import { planAlerts } from './alert-plan';
import { computeDeadlines } from './engine';
import { daysLeft } from './urgency';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

function everything() {
  const now = new Date('2026-03-08T06:30:00Z'); // 01:30 in New York, just before DST starts
  const schedule = computeDeadlines({
    projectId: 'p7Kq2ZxW9mN4vB1c',
    type: 'private',
    firstFurnishingDate: '2027-11-16',
    lastFurnishingDate: '2027-12-01',
    recurringAlertsInterval: '15',
    recurringAlertsStartDate: '2026-03-01',
    recurringAlertsEndDate: '2027-02-28',
  });
  return {
    schedule,
    alerts: planAlerts(schedule.deadlines, { timeZone: 'America/Chicago', now }),
    holidays: [2026, 2027, 2028].map(floridaHolidays),
    thanksgiving: legalLastDayFor('2025-11-27'),
    today: todayIn('America/New_York', now),
    daysLeft: schedule.deadlines.map((d) => daysLeft(d.dueDate, todayIn('America/New_York', now))),
  };
}

describe('results do not depend on the host time zone', () => {
  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Pacific/Pago_Pago'])('same under TZ=%s', (zone) => {
    process.env.TZ = 'UTC';
    const reference = everything();
    process.env.TZ = zone;
    // The switch took effect: local midnight is no longer UTC midnight.
    expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
    expect(everything()).toEqual(reference);
    expect(reference.today).toBe('2026-03-08');
  });
});
