import { describe, expect, it } from 'vitest';
import { floridaLongDate } from './florida-date';

// The day on a Florida calendar, whatever the host's zone (npm test runs this file under
// TZ=Pacific/Kiritimati and TZ=America/Los_Angeles too: scripts/time-zone-tests.ts).
describe('floridaLongDate', () => {
  it('names the Eastern day of an instant, not the UTC or host day', () => {
    // 23:30 in Miami is already the next day in UTC (and in Kiritimati), still the day in Los Angeles.
    expect(floridaLongDate('2026-11-29T04:30:00.000Z')).toBe('November 28, 2026');
    expect(floridaLongDate('2026-11-29T05:00:00.000Z')).toBe('November 29, 2026');
    // 00:30 in Miami is still the day before in Los Angeles.
    expect(floridaLongDate('2026-03-01T05:30:00.000Z')).toBe('March 1, 2026');
  });

  it('follows daylight saving time: midnight is 04:00 UTC in summer, 05:00 in winter', () => {
    expect(floridaLongDate('2026-07-04T03:59:00.000Z')).toBe('July 3, 2026');
    expect(floridaLongDate('2026-07-04T04:00:00.000Z')).toBe('July 4, 2026');
    expect(floridaLongDate('2026-01-01T04:59:00.000Z')).toBe('December 31, 2025');
    expect(floridaLongDate('2026-01-01T05:00:00.000Z')).toBe('January 1, 2026');
  });

  it('takes a Date as it takes an ISO string', () => {
    expect(floridaLongDate(new Date('2026-11-29T04:30:00.000Z'))).toBe('November 28, 2026');
  });
});
