import type { PlannedAlert } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import type { AlertRecord } from '#src/ports/alert-store';
import { diffAlertPlan } from './plan-diff';

const planned: PlannedAlert = {
  projectId: 'p1',
  deadlineId: 'p1-lien',
  alertKey: 'd7',
  localDate: '2026-05-16',
  localTime: '09:00',
  timeZone: 'America/New_York',
  fireAt: '2026-05-16T13:00:00.000Z',
};

/** The alert after quiet hours deferred it from 21:30 on May 16 to 8:00 on May 17. */
const deferred: AlertRecord = {
  ...planned,
  userId: 'u1',
  localDate: '2026-05-17',
  localTime: '08:00',
  fireAt: '2026-05-17T12:00:00.000Z',
  deferredFrom: '2026-05-16T13:00:00.000Z',
  state: 'scheduled',
  skipReason: null,
  updatedAt: '2026-05-17T01:30:04.000Z',
};

describe('a deferred alert in the plan diff', () => {
  it('is not moved back while the plan still has it at its planned time', () => {
    const diff = diffAlertPlan([planned], [deferred], new Date('2026-05-16T12:00:00.000Z'));
    expect(diff).toEqual({ create: [], move: [], remove: [] });
  });

  it('is not removed by a save while it waits, though the plan no longer lists its past time', () => {
    const diff = diffAlertPlan([], [deferred], new Date('2026-05-17T02:00:00.000Z'));
    expect(diff.remove).toEqual([]);
  });

  it('is moved when an edit plans it at another time', () => {
    const later = { ...planned, localDate: '2026-05-20', fireAt: '2026-05-20T13:00:00.000Z' };
    expect(diffAlertPlan([later], [deferred], new Date('2026-05-17T02:00:00.000Z')).move).toEqual([later]);
  });

  it('once sent, is history for its planned time and re-armed for another', () => {
    const sent = { ...deferred, state: 'sent' as const };
    const now = new Date('2026-05-17T13:00:00.000Z');
    expect(diffAlertPlan([planned], [sent], now).create).toEqual([]);
    const later = { ...planned, localDate: '2026-06-20', fireAt: '2026-06-20T13:00:00.000Z' };
    expect(diffAlertPlan([later], [sent], now).create).toEqual([later]);
  });
});
