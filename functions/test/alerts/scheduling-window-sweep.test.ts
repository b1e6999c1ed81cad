/**
 * The scheduling window (docs/decisions/023) with its real length: an alert beyond it is stored
 * but gets no EventBridge Scheduler schedule until the daily sweep on the day it comes into range,
 * then exactly one; a project edit moving alerts in and out of the window loses none.
 */
import { UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as sendAlertHandler } from '#src/handlers/alerts/send-alert';
import { SCHEDULING_WINDOW_DAYS } from '#src/lib/scheduling-window';
import type { StoredUser } from '#src/ports/user-store';
import { type AlertHarness, expectedSchedule, startAlertHarness } from './harness';

let harness: AlertHarness;

const creates = () => harness.createdSchedules();
const deleted = () => harness.deletedSchedules().map((input) => input.Name);
const updated = () => harness.scheduler.commandCalls(UpdateScheduleCommand);

/** The alerts of the project as stored: key, day and whether each waits for the window. */
const waiting = async (user: StoredUser, projectId: string) =>
  (await harness.app.alerting.records.listForProject(user.id, projectId))
    .map((alert) => `${alert.alertKey} ${alert.localDate}${alert.unscheduled ? ' unscheduled' : ''}`)
    .sort();

/** The daily sweep at 6:00 Eastern on `day`, and the stream functions after it. */
async function sweepOn(day: string) {
  harness.clock.set(`${day}T10:00:00.000Z`);
  const report = await harness.app.alerting.sweep();
  await harness.settle();
  return report;
}

beforeEach(async () => {
  // Monday 2026-03-02, 9:00 Eastern: the window reaches 2026-03-16.
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z');
});

afterEach(() => harness.stop());

describe('the scheduling window', () => {
  it('an alert 200 days out gets no schedule until the sweep on the day it comes into range, then one', async () => {
    expect(SCHEDULING_WINDOW_DAYS).toBe(14);
    const user = await harness.user('silver');
    // One reminder, on 2026-09-18: 200 days after 2026-03-02.
    const project = await harness.createProject(user, {
      lastFurnishingDate: '',
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-09-18',
      recurringAlertsEndDate: '2026-10-01',
    });
    expect(await waiting(user, project.id)).toEqual(['due 2026-09-18 unscheduled']);
    expect(harness.scheduler.calls()).toHaveLength(0);

    // 2026-09-03: the window reaches 09-17, one day short.
    expect(await sweepOn('2026-09-03')).toEqual({ checked: 0, touched: 0, scheduled: 0 });
    expect(harness.scheduler.calls()).toHaveLength(0);

    // 2026-09-04: the window reaches 09-18.
    expect(await sweepOn('2026-09-04')).toEqual({ checked: 0, touched: 0, scheduled: 1 });
    expect(creates()).toEqual([
      expectedSchedule({
        userId: user.id,
        projectId: project.id,
        deadlineId: `${project.id}-r20260918`,
        alertKey: 'due',
        localDate: '2026-09-18',
        timeZone: 'America/New_York',
      }),
    ]);
    expect(await waiting(user, project.id)).toEqual(['due 2026-09-18']);

    // The next sweeps find it scheduled: no second schedule.
    harness.forgetCalls();
    expect(await sweepOn('2026-09-04')).toEqual({ checked: 0, touched: 0, scheduled: 0 });
    expect(await sweepOn('2026-09-05')).toEqual({ checked: 0, touched: 0, scheduled: 0 });
    expect(harness.scheduler.calls()).toHaveLength(0);
  });

  it('edits moving alerts into and out of the window create and delete their schedules, and lose none', async () => {
    const user = await harness.user('free');
    const lien = (alertKey: string, localDate: string) =>
      expectedSchedule({
        userId: user.id,
        projectId: project.id,
        deadlineId: `${project.id}-lien`,
        alertKey,
        localDate,
        timeZone: 'America/New_York',
      });
    // Claim of Lien 2026-05-21: every alert (04-21 to 05-20) is beyond the window.
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    expect(await waiting(user, project.id)).toEqual([
      'd1 2026-05-20 unscheduled',
      'd14 2026-05-07 unscheduled',
      'd3 2026-05-18 unscheduled',
      'd30 2026-04-21 unscheduled',
      'd7 2026-05-14 unscheduled',
    ]);
    expect(harness.scheduler.calls()).toHaveLength(0);

    // Claim of Lien 2026-04-15: its 30-day alert (03-16) is on the window's last day.
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-01-15' });
    expect(creates()).toEqual([lien('d30', '2026-03-16')]);
    expect(await waiting(user, project.id)).toEqual([
      'd1 2026-04-14 unscheduled',
      'd14 2026-04-01 unscheduled',
      'd3 2026-04-12 unscheduled',
      'd30 2026-03-16',
      'd7 2026-04-08 unscheduled',
    ]);
    expect(updated()).toEqual([]);
    expect(deleted()).toEqual([]);

    // Back to 2026-05-21: the 30-day alert leaves the window and its schedule goes.
    harness.forgetCalls();
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-20' });
    expect(deleted()).toEqual([`alert-${project.id}-lien-d30`]);
    expect(creates()).toEqual([]);
    expect(updated()).toEqual([]);

    // It comes back on the day its day comes into range: 04-07 for 04-21.
    harness.forgetCalls();
    expect(await sweepOn('2026-04-07')).toMatchObject({ scheduled: 1 });
    expect(creates()).toEqual([lien('d30', '2026-04-21')]);
    // No sweep ran from 04-08 (the 14-day alert's turn came 04-23): the one on 05-06 catches up.
    harness.forgetCalls();
    expect(await sweepOn('2026-05-06')).toMatchObject({ scheduled: 4 });
    expect(creates().sort((a, b) => (a.Name ?? '').localeCompare(b.Name ?? ''))).toEqual([
      lien('d1', '2026-05-20'),
      lien('d14', '2026-05-07'),
      lien('d3', '2026-05-18'),
      lien('d7', '2026-05-14'),
    ]);
  });

  it('an alert fired while still waiting (a schedule left from before the window) and held for the SMS hours gets a schedule for the morning', async () => {
    const user = await harness.user('gold');
    // Claim of Lien 2026-05-23: its 7-day alert, 2026-05-16, waits beyond the window.
    const project = await harness.createProject(user, {
      lastFurnishingDate: '2026-02-22',
      smsAlerts: true,
      alertPhone: '3055550101',
      alertPhoneConsent: true,
    });
    const payload = {
      userId: user.id,
      projectId: project.id,
      deadlineId: `${project.id}-lien`,
      alertKey: 'd7' as const,
    };
    expect(await harness.app.alerting.records.get(payload)).toMatchObject({ unscheduled: true });

    // 21:30 Eastern on May 16, no sweep since the save: texts wait for 8:00 on May 17.
    harness.clock.set('2026-05-17T01:30:04.000Z');
    expect((await sendAlertHandler(payload)).outcome).toEqual({
      status: 'deferred',
      until: '2026-05-17T12:00:00.000Z',
    });
    await harness.settle();
    expect(creates()).toEqual([
      {
        ...expectedSchedule({ ...payload, localDate: '2026-05-17', timeZone: 'America/New_York' }),
        ScheduleExpression: 'at(2026-05-17T08:00:00)',
      },
    ]);
  });
});
