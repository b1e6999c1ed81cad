import { describe, expect, it } from 'vitest';
import { beyondSchedulingWindow, lastScheduledDay, SCHEDULING_WINDOW_DAYS } from './scheduling-window';

describe('the scheduling window', () => {
  // 2026-03-02 00:30 UTC: still March 1 in Florida, in both zones.
  const now = new Date('2026-03-02T00:30:00.000Z');

  it('reaches SCHEDULING_WINDOW_DAYS past today in the alert’s own zone', () => {
    expect(SCHEDULING_WINDOW_DAYS).toBe(14);
    expect(lastScheduledDay('America/New_York', now, SCHEDULING_WINDOW_DAYS)).toBe('2026-03-15');
    expect(lastScheduledDay('America/Chicago', now, SCHEDULING_WINDOW_DAYS)).toBe('2026-03-15');
    expect(
      lastScheduledDay('America/New_York', new Date('2026-03-02T05:00:00.000Z'), SCHEDULING_WINDOW_DAYS),
    ).toBe('2026-03-16');
  });

  it('keeps an alert on its last day inside and the day after outside', () => {
    const zone = 'America/New_York';
    expect(
      beyondSchedulingWindow({ localDate: '2026-03-15', timeZone: zone }, now, SCHEDULING_WINDOW_DAYS),
    ).toBe(false);
    expect(
      beyondSchedulingWindow({ localDate: '2026-03-16', timeZone: zone }, now, SCHEDULING_WINDOW_DAYS),
    ).toBe(true);
    expect(
      beyondSchedulingWindow({ localDate: '2026-09-17', timeZone: zone }, now, SCHEDULING_WINDOW_DAYS),
    ).toBe(true);
  });
});
