import { describe, expect, it } from 'vitest';
import type { AlertTrigger } from '#src/ports/scheduler';
import { type AlertImage, scheduleChange } from './schedule-change';

const trigger: AlertTrigger = {
  userId: 'user000000000001',
  projectId: 'abcdefghijklmnop',
  deadlineId: 'abcdefghijklmnop-lien',
  alertKey: 'd7',
  localDate: '2026-05-14',
  localTime: '09:00',
  timeZone: 'America/New_York',
  fireAt: '2026-05-14T13:00:00.000Z',
};
const scheduled: AlertImage = { ...trigger, state: 'scheduled' };
const payload = {
  userId: trigger.userId,
  projectId: trigger.projectId,
  deadlineId: trigger.deadlineId,
  alertKey: trigger.alertKey,
};
/** The same alert moved to 2026-04-29, 9:00 Eastern. */
const moved: AlertImage = {
  ...scheduled,
  localDate: '2026-04-29',
  fireAt: '2026-04-29T13:00:00.000Z',
};

describe('what an alert item change means for its schedule', () => {
  it('a new scheduled alert creates its schedule, with the trigger fields only', () => {
    expect(scheduleChange(null, { ...scheduled, sweptAt: undefined })).toEqual({ call: 'create', trigger });
  });

  it('an alert sent or skipped for an earlier date and scheduled again creates a new schedule (the old one deleted itself)', () => {
    for (const state of ['sent', 'skipped'] as const) {
      expect(scheduleChange({ ...scheduled, state }, moved)).toEqual({
        call: 'create',
        trigger: { ...trigger, localDate: '2026-04-29', fireAt: '2026-04-29T13:00:00.000Z' },
      });
    }
  });

  it('a scheduled alert moved to another time updates its schedule', () => {
    expect(scheduleChange(scheduled, moved)).toEqual({
      call: 'update',
      trigger: { ...trigger, localDate: '2026-04-29', fireAt: '2026-04-29T13:00:00.000Z' },
    });
  });

  it('a scheduled alert moved to another zone updates its schedule', () => {
    const central = { ...scheduled, timeZone: 'America/Chicago', fireAt: '2026-05-14T14:00:00.000Z' };
    expect(scheduleChange(scheduled, central)).toEqual({
      call: 'update',
      trigger: { ...trigger, timeZone: 'America/Chicago', fireAt: '2026-05-14T14:00:00.000Z' },
    });
  });

  it("the sweep's touch updates the schedule, bringing back a lost one; a later touch does again", () => {
    const swept = { ...scheduled, sweptAt: '2026-05-12T09:00:00.000Z' };
    expect(scheduleChange(scheduled, swept)).toEqual({ call: 'update', trigger });
    expect(scheduleChange(swept, { ...swept, sweptAt: '2026-05-13T09:00:00.000Z' })).toEqual({
      call: 'update',
      trigger,
    });
  });

  it('a removed scheduled alert deletes its schedule', () => {
    expect(scheduleChange(scheduled, null)).toEqual({ call: 'delete', alert: payload });
    expect(scheduleChange({ ...scheduled, sweptAt: '2026-05-12T09:00:00.000Z' }, null)).toEqual({
      call: 'delete',
      alert: payload,
    });
  });

  it('needs no call when nothing about the schedule changed', () => {
    const cases: [AlertImage | null, AlertImage | null][] = [
      // Rewritten at the same time (another updatedAt), or still carrying the same touch.
      [scheduled, { ...scheduled }],
      [
        { ...scheduled, sweptAt: '2026-05-12T09:00:00.000Z' },
        { ...scheduled, sweptAt: '2026-05-12T09:00:00.000Z' },
      ],
      // A move that drops an old touch is still only a rewrite when the time is the same.
      [{ ...scheduled, sweptAt: '2026-05-12T09:00:00.000Z' }, scheduled],
      // It fired: the schedule deleted itself after completion.
      [scheduled, { ...scheduled, state: 'sent' }],
      [scheduled, { ...scheduled, state: 'skipped' }],
      // History coming or going has no schedule.
      [null, { ...scheduled, state: 'sent' }],
      [{ ...scheduled, state: 'sent' }, null],
      [{ ...scheduled, state: 'skipped' }, null],
      [null, null],
    ];
    for (const [before, after] of cases) expect(scheduleChange(before, after)).toBeNull();
  });

  describe('the scheduling window', () => {
    const unscheduled: AlertImage = { ...scheduled, unscheduled: true };

    it('an alert saved beyond the window gets no schedule, nor does it when it moves or goes beyond it', () => {
      expect(scheduleChange(null, unscheduled)).toBeNull();
      expect(scheduleChange(unscheduled, { ...moved, unscheduled: true })).toBeNull();
      expect(scheduleChange(unscheduled, null)).toBeNull();
      expect(scheduleChange(unscheduled, { ...unscheduled, state: 'skipped' })).toBeNull();
    });

    it('an alert coming into the window (the sweep, or a move nearer) creates its schedule', () => {
      expect(scheduleChange(unscheduled, scheduled)).toEqual({ call: 'create', trigger });
      expect(scheduleChange(unscheduled, moved)).toEqual({
        call: 'create',
        trigger: { ...trigger, localDate: '2026-04-29', fireAt: '2026-04-29T13:00:00.000Z' },
      });
    });

    it('an alert moved beyond the window deletes the schedule it held', () => {
      expect(scheduleChange(moved, unscheduled)).toEqual({ call: 'delete', alert: payload });
    });
  });
});
