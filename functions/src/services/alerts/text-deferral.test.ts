/**
 * When a text attempted now may go (Florida's 8:00-20:00, s. 501.059(8)(a)): at once inside the
 * hours, otherwise at the next 8:00 in the recipient's zone, DST-correct whatever the host's zone
 * (the suite runs under Pacific/Kiritimati and America/Los_Angeles too).
 */
import { describe, expect, it } from 'vitest';
import { nextSmsHoursStart } from './quiet-hours';
import { textHeldUntil } from './text-deferral';

const MIAMI = { timeZone: 'America/New_York' };
const PENSACOLA = { timeZone: 'America/Chicago' };
const held = (text: { timeZone?: string }, now: string) =>
  textHeldUntil(text, new Date(now))?.toISOString() ?? null;

describe('textHeldUntil', () => {
  it.each([
    ['2026-05-16T12:00:00.000Z', '8:00 EDT'],
    ['2026-05-16T13:00:05.000Z', '9:00 EDT, the alerts’ hour'],
    ['2026-05-16T23:59:59.999Z', '19:59 EDT'],
  ])('lets a text go at once at %s (%s)', (now) => {
    expect(held(MIAMI, now)).toBeNull();
  });

  it.each([
    ['2026-05-17T00:00:00.000Z', '2026-05-17T12:00:00.000Z', '20:00 EDT: the next morning'],
    ['2026-05-17T03:30:00.000Z', '2026-05-17T12:00:00.000Z', '23:30 EDT'],
    ['2026-05-17T10:15:00.000Z', '2026-05-17T12:00:00.000Z', '6:15 EDT: the same morning'],
    [
      '2026-03-08T01:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
      '20:00 EST the night before the clocks spring forward',
    ],
    ['2026-11-01T01:00:00.000Z', '2026-11-01T13:00:00.000Z', '21:00 EDT the night before they fall back'],
  ])('holds a text in Miami at %s until %s (%s)', (now, until) => {
    expect(held(MIAMI, now)).toBe(until);
  });

  it('counts the hours in the recipient’s own zone', () => {
    // 20:30 in Miami is 19:30 in Pensacola.
    expect(held(PENSACOLA, '2026-05-17T00:30:00.000Z')).toBeNull();
    expect(held(PENSACOLA, '2026-11-01T02:30:00.000Z')).toBe('2026-11-01T14:00:00.000Z');
  });

  it('holds a text without a zone (claimed before texts carried one) until both Florida zones are inside the hours', () => {
    // 8:30 in Miami, 7:30 in Pensacola: 8:00 in Pensacola.
    expect(held({}, '2026-05-16T12:30:00.000Z')).toBe('2026-05-16T13:00:00.000Z');
    // 20:30 in Miami, 19:30 in Pensacola: Miami's 8:00 is Pensacola's 7:00, so Pensacola's 8:00.
    expect(held({}, '2026-05-17T00:30:00.000Z')).toBe('2026-05-17T13:00:00.000Z');
    expect(held({}, '2026-05-16T13:30:00.000Z')).toBeNull();
  });
});

describe('nextSmsHoursStart', () => {
  it('names the local day and time of the instant', () => {
    expect(nextSmsHoursStart(new Date('2026-03-08T01:00:00.000Z'), 'America/New_York')).toEqual({
      localDate: '2026-03-08',
      localTime: '08:00',
      fireAt: '2026-03-08T12:00:00.000Z',
    });
    expect(nextSmsHoursStart(new Date('2026-12-31T14:00:00.000Z'), 'America/Chicago')).toEqual({
      localDate: '2027-01-01',
      localTime: '08:00',
      fireAt: '2027-01-01T14:00:00.000Z',
    });
  });
});
