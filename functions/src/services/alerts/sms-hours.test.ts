import { afterEach, describe, expect, it, vi } from 'vitest';
import { countFormatters } from '#test/count-formatters';
import { hourIn, withinSmsHours } from './sms-hours';

afterEach(() => vi.unstubAllGlobals());

describe('the SMS hours (8:00 to 20:00 in the recipient zone)', () => {
  it('reads the hour in the zone, Eastern and Central, across the DST change', () => {
    // Daylight saving time starts on Sunday 2026-03-08: 12:00 UTC is 7:00 in New York before it, 8:00 after.
    expect(hourIn(new Date('2026-03-07T12:00:00Z'), 'America/New_York')).toBe(7);
    expect(hourIn(new Date('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(8);
    expect(hourIn(new Date('2026-03-09T12:00:00Z'), 'America/Chicago')).toBe(7);
    expect(withinSmsHours(new Date('2026-04-21T12:00:00Z'), 'America/New_York')).toBe(true);
    expect(withinSmsHours(new Date('2026-04-21T11:59:59Z'), 'America/New_York')).toBe(false);
    expect(withinSmsHours(new Date('2026-04-22T00:00:00Z'), 'America/New_York')).toBe(false);
    expect(withinSmsHours(new Date('2026-04-22T00:00:00Z'), 'America/Chicago')).toBe(true);
  });

  it('makes one formatter a zone, however many alerts and texts ask', () => {
    const made = countFormatters();
    for (let minute = 0; minute < 50; minute++) {
      const at = new Date(Date.UTC(2026, 3, 21, 13, minute));
      expect(withinSmsHours(at, 'America/New_York')).toBe(true);
      expect(withinSmsHours(at, 'America/Chicago')).toBe(true);
    }
    expect(made.count).toBeLessThanOrEqual(2);
  });
});
