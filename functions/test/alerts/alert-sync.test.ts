/**
 * Saving, editing and deleting projects, and plan changes, reach EventBridge Scheduler through the
 * table's stream as in AWS (docs/decisions/007): the project API writes only the project and its
 * deadlines, SyncAlerts turns those changes into alert items, ApplySchedules turns the alert items
 * into schedules. Asserted: the alert items left in the table and the exact requests Scheduler
 * receives.
 */

import {
  ConflictException,
  CreateScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { Tier } from '@lienminder/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as sweepHandler } from '#src/handlers/alerts/daily-sweep';
import { handler as sendAlertHandler } from '#src/handlers/alerts/send-alert';
import type { AlertRecord } from '#src/ports/alert-store';
import type { StoredUser } from '#src/ports/user-store';
import { STREAM_READING } from '#src/routes';
import { lienAlert } from './alert-fixtures';
import {
  type AlertHarness,
  expectedSchedule,
  startAlertHarness,
  WINDOW_PAST_EVERY_TEST_ALERT,
} from './harness';

let harness: AlertHarness;

const creates = () => harness.createdSchedules();
const updates = () => harness.updatedSchedules();
const deletes = () => harness.deletedSchedules();
const byName = (a: { Name?: string }, b: { Name?: string }) => (a.Name ?? '').localeCompare(b.Name ?? '');
const names = (inputs: { Name?: string }[]) => inputs.map((input) => input.Name).sort();
const stored = async (user: StoredUser, projectId: string) =>
  (await harness.app.alerting.records.listForProject(user.id, projectId)).sort((a, b) =>
    a.fireAt.localeCompare(b.fireAt),
  );

/** Lien alerts of a project, as the test expects them scheduled. */
function lienSchedules(
  user: StoredUser,
  projectId: string,
  dates: Record<string, string>,
  timeZone = 'America/New_York',
) {
  return Object.entries(dates).map(([alertKey, localDate]) =>
    expectedSchedule({
      userId: user.id,
      projectId,
      deadlineId: `${projectId}-lien`,
      alertKey,
      localDate,
      timeZone,
    }),
  );
}

/** A scheduled lien alert item as SyncAlerts writes it: 9:00 Eastern (13:00 UTC in May). */
const lienAlertItem = (
  user: StoredUser,
  projectId: string,
  alertKey: AlertRecord['alertKey'],
  localDate: string,
  updatedAt: string,
): AlertRecord => lienAlert({ userId: user.id, projectId, alertKey, localDate, updatedAt });

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z', WINDOW_PAST_EVERY_TEST_ALERT);
});

afterEach(() => harness.stop());

describe('saving a project schedules its alerts', () => {
  it('private project with a last furnishing date: 30, 14, 7, 3 and 1 days before the Claim of Lien, 9:00 Eastern', async () => {
    const user = await harness.user('free');
    // Last furnishing 2026-02-20: the Claim of Lien is due Thursday 2026-05-21 (s. 713.08(5)).
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });

    const savedAt = '2026-03-02T14:00:00.000Z';
    expect(await stored(user, project.id)).toEqual([
      lienAlertItem(user, project.id, 'd30', '2026-04-21', savedAt),
      lienAlertItem(user, project.id, 'd14', '2026-05-07', savedAt),
      lienAlertItem(user, project.id, 'd7', '2026-05-14', savedAt),
      lienAlertItem(user, project.id, 'd3', '2026-05-18', savedAt),
      lienAlertItem(user, project.id, 'd1', '2026-05-20', savedAt),
    ]);
    expect(creates().sort(byName)).toEqual(
      lienSchedules(user, project.id, {
        d1: '2026-05-20',
        d14: '2026-05-07',
        d3: '2026-05-18',
        d30: '2026-04-21',
        d7: '2026-05-14',
      }),
    );
    expect(updates()).toEqual([]);
    expect(deletes()).toEqual([]);
  });

  it('without a last furnishing date there is no lien deadline yet, and Notice to Owner never alerts', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '' });
    expect(await stored(user, project.id)).toEqual([]);
    expect(harness.scheduler.calls()).toHaveLength(0);
  });

  it('public project in the panhandle with 15-day reminders: one alert per reminder, 9:00 Central', async () => {
    const user = await harness.user('silver');
    const project = await harness.createProject(user, {
      type: 'public',
      timeZone: 'America/Chicago',
      lastFurnishingDate: '',
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-03-10',
      recurringAlertsEndDate: '2026-05-10',
    });
    const reminder = (localDate: string) =>
      expectedSchedule({
        userId: user.id,
        projectId: project.id,
        deadlineId: `${project.id}-r${localDate.replaceAll('-', '')}`,
        alertKey: 'due',
        localDate,
        timeZone: 'America/Chicago',
      });
    expect(creates().sort(byName)).toEqual(
      ['2026-03-10', '2026-03-25', '2026-04-09', '2026-04-24', '2026-05-09'].map(reminder),
    );
  });

  it('public project with a last furnishing date and no role: the Notice of Nonpayment and the bond suit alert like a lien', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { type: 'public', lastFurnishingDate: '2026-02-20' });
    // No role chosen on a public job: never fewer reminders than a role would get, so the suit on
    // the payment bond (1 year after final furnishing, Saturday 2027-02-20 -> Monday 2027-02-22) too.
    const names = creates().map((input) => input.Name ?? '');
    expect(
      creates()
        .map((input) => input.ScheduleExpression)
        .sort(),
    ).toEqual([
      'at(2026-04-21T09:00:00)',
      'at(2026-05-07T09:00:00)',
      'at(2026-05-14T09:00:00)',
      'at(2026-05-18T09:00:00)',
      'at(2026-05-20T09:00:00)',
      'at(2027-01-21T09:00:00)',
      'at(2027-02-06T09:00:00)',
      'at(2027-02-13T09:00:00)',
      'at(2027-02-17T09:00:00)',
      'at(2027-02-19T09:00:00)',
    ]);
    expect(names.filter((name) => name.startsWith(`alert-${project.id}-lien-`))).toHaveLength(5);
    expect(names.filter((name) => name.startsWith(`alert-${project.id}-bond-`))).toHaveLength(5);
  });

  it('Gold project with 30-day reminders for a year: 13 reminders and 5 lien alerts', async () => {
    const user = await harness.user('gold');
    const project = await harness.createProject(user, {
      lastFurnishingDate: '2026-02-20',
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-03-10',
      recurringAlertsEndDate: '2027-03-10',
    });
    expect(creates()).toHaveLength(18);
    expect(
      creates()
        .filter((input) => input.Name?.endsWith('-due'))
        .map((input) => input.ScheduleExpression)
        .sort(),
    ).toEqual(
      [
        '2026-03-10',
        '2026-04-09',
        '2026-05-09',
        '2026-06-08',
        '2026-07-08',
        '2026-08-07',
        '2026-09-06',
        '2026-10-06',
        '2026-11-05',
        '2026-12-05',
        '2027-01-04',
        '2027-02-03',
        '2027-03-05',
      ].map((date) => `at(${date}T09:00:00)`),
    );
    const items = await stored(user, project.id);
    expect(items).toHaveLength(18);
    expect(items.every((alert) => alert.state === 'scheduled')).toBe(true);
  });

  it('alerts already past when the project is saved are neither stored nor scheduled', async () => {
    harness.clock.set('2026-05-15T12:00:00.000Z');
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    expect((await stored(user, project.id)).map((alert) => alert.alertKey)).toEqual(['d3', 'd1']);
    expect(
      creates()
        .map((input) => input.ScheduleExpression)
        .sort(),
    ).toEqual(['at(2026-05-18T09:00:00)', 'at(2026-05-20T09:00:00)']);
  });

  it('completed and on-hold projects hold no alerts', async () => {
    const user = await harness.user('silver');
    const completed = await harness.createProject(user, {
      lastFurnishingDate: '2026-02-20',
      projectStatus: 'completed',
    });
    const onHold = await harness.createProject(user, {
      lastFurnishingDate: '2026-02-20',
      projectStatus: 'on_hold',
    });
    expect(await stored(user, completed.id)).toEqual([]);
    expect(await stored(user, onHold.id)).toEqual([]);
    expect(harness.scheduler.calls()).toHaveLength(0);
  });
});

describe('daylight saving time', () => {
  it('alerts on the DST change days fire at 9:00 local in both zones: Scheduler gets the local time and zone', async () => {
    harness.clock.set('2026-02-01T12:00:00.000Z');
    const user = await harness.user('silver');
    const cases = [
      ['2026-03-08', 'America/New_York', '2026-03-08T13:00:00.000Z'],
      ['2026-03-08', 'America/Chicago', '2026-03-08T14:00:00.000Z'],
      ['2026-11-01', 'America/New_York', '2026-11-01T14:00:00.000Z'],
      ['2026-11-01', 'America/Chicago', '2026-11-01T15:00:00.000Z'],
    ] as const;
    for (const [date, timeZone, utc] of cases) {
      harness.forgetCalls();
      const project = await harness.createProject(user, {
        timeZone,
        lastFurnishingDate: '',
        recurringAlertsInterval: '30',
        recurringAlertsStartDate: date,
        recurringAlertsEndDate: date === '2026-03-08' ? '2026-03-20' : '2026-11-20',
      });
      const deadlineId = `${project.id}-r${date.replaceAll('-', '')}`;
      expect(creates()).toEqual([
        expectedSchedule({
          userId: user.id,
          projectId: project.id,
          deadlineId,
          alertKey: 'due',
          localDate: date,
          timeZone,
        }),
      ]);
      expect(await stored(user, project.id)).toEqual([
        expect.objectContaining({ localDate: date, timeZone, fireAt: utc, state: 'scheduled' }),
      ]);
    }
  });
});

/**
 * A project whose Claim of Lien is due 2026-05-21 (last furnishing 2026-02-20), after its 30-day
 * alert went out on 2026-04-21; the recorded AWS calls are cleared.
 */
async function projectWithThirtyDayAlertSent(tier: Tier = 'free') {
  const user = await harness.user(tier);
  const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
  harness.clock.set('2026-04-21T13:00:04.000Z');
  const order = await sendAlertHandler({
    userId: user.id,
    projectId: project.id,
    deadlineId: `${project.id}-lien`,
    alertKey: 'd30',
  });
  expect(order.outcome).toMatchObject({ status: 'sent' });
  await harness.settle();
  harness.forgetCalls();
  return { user, project };
}

describe('editing a project applies only the difference', () => {
  it('a moved last furnishing date moves each alert item and updates its schedule, creating nothing', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();
    harness.clock.set('2026-03-03T15:00:00.000Z');

    // Last furnishing 2026-02-05: due 2026-05-06.
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-05' });

    const editedAt = '2026-03-03T15:00:00.000Z';
    expect(await stored(user, project.id)).toEqual([
      lienAlertItem(user, project.id, 'd30', '2026-04-06', editedAt),
      lienAlertItem(user, project.id, 'd14', '2026-04-22', editedAt),
      lienAlertItem(user, project.id, 'd7', '2026-04-29', editedAt),
      lienAlertItem(user, project.id, 'd3', '2026-05-03', editedAt),
      lienAlertItem(user, project.id, 'd1', '2026-05-05', editedAt),
    ]);
    expect(creates()).toEqual([]);
    expect(deletes()).toEqual([]);
    expect(updates().sort(byName)).toEqual(
      lienSchedules(user, project.id, {
        d1: '2026-05-05',
        d14: '2026-04-22',
        d3: '2026-05-03',
        d30: '2026-04-06',
        d7: '2026-04-29',
      }),
    );
  });

  it('an edit that changes no date rewrites no alert item and calls Scheduler not at all', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    const before = await stored(user, project.id);
    harness.forgetCalls();
    harness.clock.set('2026-03-03T15:00:00.000Z');
    await harness.updateProject(user, project.id, {
      lastFurnishingDate: '2026-02-20',
      name: 'Brickell Tower II',
    });
    expect(await stored(user, project.id)).toEqual(before);
    expect(harness.scheduler.calls()).toHaveLength(0);
  });

  it('an alert the new date puts in the past is deleted, the rest move', async () => {
    harness.clock.set('2026-04-10T12:00:00.000Z');
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();

    // Due 2026-05-06 now: its 30-day alert (2026-04-06) has passed.
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-05' });

    expect(deletes()).toEqual([
      { Name: `alert-${project.id}-lien-d30`, GroupName: 'lienminder-test-alerts' },
    ]);
    expect(names(updates())).toEqual(
      ['d1', 'd14', 'd3', 'd7'].map((key) => `alert-${project.id}-lien-${key}`),
    );
    expect(creates()).toEqual([]);
    expect((await stored(user, project.id)).map((alert) => alert.alertKey)).toEqual([
      'd14',
      'd7',
      'd3',
      'd1',
    ]);
  });

  it('an alert already sent is scheduled again when an edit moves its deadline later', async () => {
    const { user, project } = await projectWithThirtyDayAlertSent();

    // Due 2026-06-03 now: the warning sent for the old date says nothing about the new one, so the
    // 30-day alert runs again on 2026-05-04 (its schedule deleted itself after firing: a create).
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-03-05' });

    expect(creates()).toEqual(lienSchedules(user, project.id, { d30: '2026-05-04' }));
    expect(names(updates())).toEqual(
      ['d1', 'd14', 'd3', 'd7'].map((key) => `alert-${project.id}-lien-${key}`),
    );
    expect(deletes()).toEqual([]);
    expect((await stored(user, project.id)).find((alert) => alert.alertKey === 'd30')).toEqual(
      lienAlertItem(user, project.id, 'd30', '2026-05-04', '2026-04-21T13:00:04.000Z'),
    );
  });

  it('an alert already sent stays history when an edit leaves its date where it was', async () => {
    const { user, project } = await projectWithThirtyDayAlertSent();

    await harness.updateProject(user, project.id, { name: 'Renamed tower' });

    expect(harness.scheduler.calls()).toHaveLength(0);
    expect((await stored(user, project.id)).find((alert) => alert.alertKey === 'd30')).toMatchObject({
      state: 'sent',
      localDate: '2026-04-21',
    });
  });

  it('clearing the last furnishing date deletes the lien alerts and their schedules', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();
    await harness.updateProject(user, project.id, { lastFurnishingDate: '' });
    expect(names(deletes())).toEqual(
      ['d1', 'd14', 'd3', 'd30', 'd7'].map((key) => `alert-${project.id}-lien-${key}`),
    );
    expect(creates()).toEqual([]);
    expect(await stored(user, project.id)).toEqual([]);
  });

  it('putting a project on hold removes its alerts and schedules', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();
    await harness.updateProject(user, project.id, {
      lastFurnishingDate: '2026-02-20',
      projectStatus: 'on_hold',
    });
    expect(deletes()).toHaveLength(5);
    expect(creates()).toEqual([]);
    expect(await stored(user, project.id)).toEqual([]);
  });
});

describe('deleting a project and changing plans', () => {
  it('deleting a project deletes every alert item and the schedule of each one still scheduled', async () => {
    const user = await harness.user('silver');
    const project = await harness.createProject(user, {
      lastFurnishingDate: '2026-02-20',
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-03-10',
      recurringAlertsEndDate: '2026-04-10',
    });
    harness.forgetCalls();

    await harness.deleteProject(user, project.id);

    expect(deletes().sort(byName)).toEqual(
      [
        'lien-d1',
        'lien-d14',
        'lien-d3',
        'lien-d30',
        'lien-d7',
        'r20260310-due',
        'r20260325-due',
        'r20260409-due',
      ].map((suffix) => ({ Name: `alert-${project.id}-${suffix}`, GroupName: 'lienminder-test-alerts' })),
    );
    expect(await stored(user, project.id)).toEqual([]);
  });

  it("a deleted project's alert history goes with it; a sent alert's schedule, already gone, is not deleted", async () => {
    const { user, project } = await projectWithThirtyDayAlertSent('silver');
    await harness.deleteProject(user, project.id);
    expect(names(deletes())).toEqual(
      ['d1', 'd14', 'd3', 'd7'].map((key) => `alert-${project.id}-lien-${key}`),
    );
    expect(await stored(user, project.id)).toEqual([]);
  });

  it('a downgrade from Gold to Free removes the recurring reminders and keeps the lien alerts', async () => {
    const user = await harness.user('gold');
    const project = await harness.createProject(user, {
      lastFurnishingDate: '2026-02-20',
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-03-10',
      recurringAlertsEndDate: '2027-03-10',
    });
    harness.forgetCalls();

    // The subscription flow writes the tier; the profile's change on the stream re-plans.
    await harness.app.users.setTier(user.id, 'free');
    await harness.settle();

    expect(creates()).toEqual([]);
    expect(updates()).toEqual([]);
    expect(deletes()).toHaveLength(13);
    expect(deletes().every((input) => input.Name?.endsWith('-due'))).toBe(true);
    expect((await stored(user, project.id)).map((alert) => alert.alertKey)).toEqual([
      'd30',
      'd14',
      'd7',
      'd3',
      'd1',
    ]);
  });

  it('a profile change that is not a plan change re-plans nothing', async () => {
    const user = await harness.user('gold');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    const before = await stored(user, project.id);
    harness.forgetCalls();
    harness.clock.set('2026-03-03T15:00:00.000Z');

    await harness.app.users.bumpSessionVersion(user.id);
    await harness.app.users.setTier(user.id, 'gold');
    await harness.settle();

    expect(await stored(user, project.id)).toEqual(before);
    expect(harness.scheduler.calls()).toHaveLength(0);
  });
});

describe('schedule failures: the stream retries, the daily sweep re-applies what was lost', () => {
  const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });

  it('a schedule call that fails is retried by the stream until it succeeds', async () => {
    const user = await harness.user('free');
    let failures = 0;
    harness.scheduler.on(CreateScheduleCommand).callsFake((input: { Name: string }) => {
      if (input.Name.endsWith('-lien-d14') && failures++ === 0) throw throttled();
      return {};
    });
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });

    const d14 = `alert-${project.id}-lien-d14`;
    expect(names(creates()).filter((name) => name === d14)).toEqual([d14, d14]);
    expect(new Set(names(creates()))).toEqual(
      new Set(['d1', 'd14', 'd3', 'd30', 'd7'].map((key) => `alert-${project.id}-lien-${key}`)),
    );
  });

  it('a schedule the stream gave up on comes back when the sweep touches its alert', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '' });
    const d14 = `alert-${project.id}-lien-d14`;
    harness.scheduler.on(CreateScheduleCommand, { Name: d14 }).rejects(throttled());
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-20' });
    // Its first try and every retry failed: the stream gave it up (in AWS, to the dead-letter queue).
    expect(creates().filter((input) => input.Name === d14)).toHaveLength(1 + STREAM_READING.retryAttempts);

    // Two days before the 14-day alert (2026-05-07, 9:00 Eastern), 8:00 Eastern: the sweep runs.
    harness.clock.set('2026-05-05T12:00:00.000Z');
    harness.forgetCalls();
    harness.scheduler.on(CreateScheduleCommand, { Name: d14 }).resolves({});
    harness.scheduler
      .on(UpdateScheduleCommand, { Name: d14 })
      .rejects(new ResourceNotFoundException({ Message: 'missing', message: 'missing', $metadata: {} }));

    // 2026-05-05 to 2026-05-07 holds only the 14-day alert; the 7-day one (05-14) waits.
    expect(await sweepHandler()).toEqual({ checked: 1, touched: 1, scheduled: 0 });
    await harness.settle();

    const schedule = lienSchedules(user, project.id, { d14: '2026-05-07' });
    expect(updates()).toEqual(schedule);
    expect(creates()).toEqual(schedule);
    expect((await stored(user, project.id)).find((alert) => alert.alertKey === 'd14')).toEqual({
      ...lienAlertItem(user, project.id, 'd14', '2026-05-07', '2026-03-02T14:00:00.000Z'),
      sweptAt: '2026-05-05T12:00:00.000Z',
    });
  });

  it('the sweep touches only scheduled alerts still to fire in the next days', async () => {
    const user = await harness.user('silver');
    // Claim of Lien due 2026-05-21: its 7-day alert fires 2026-05-14 13:00 UTC.
    const firedToday = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    // Claim of Lien due 2026-05-23: its 7-day alert fires 2026-05-16 13:00 UTC.
    const dueSaturday = await harness.createProject(user, { lastFurnishingDate: '2026-02-22' });
    harness.clock.set('2026-05-14T14:00:00.000Z');
    harness.forgetCalls();

    expect(await sweepHandler()).toEqual({ checked: 1, touched: 1, scheduled: 0 });
    await harness.settle();

    expect(updates()).toEqual(lienSchedules(user, dueSaturday.id, { d7: '2026-05-16' }));
    expect(creates()).toEqual([]);
    const swept = [...(await stored(user, firedToday.id)), ...(await stored(user, dueSaturday.id))]
      .filter((alert) => alert.sweptAt)
      .map((alert) => [alert.deadlineId, alert.alertKey, alert.sweptAt]);
    expect(swept).toEqual([[`${dueSaturday.id}-lien`, 'd7', '2026-05-14T14:00:00.000Z']]);
  });

  it('the sweep leaves alerts beyond its window to later sweeps', async () => {
    const user = await harness.user('free');
    await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();
    // 2026-03-02: the first alert (2026-04-21) is 50 days away.
    expect(await sweepHandler()).toEqual({ checked: 0, touched: 0, scheduled: 0 });
    await harness.settle();
    expect(harness.scheduler.calls()).toHaveLength(0);
  });

  it('a schedule that already exists (a replayed record) is updated instead', async () => {
    harness.scheduler
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ Message: 'exists', message: 'exists', $metadata: {} }));
    const user = await harness.user('free');
    await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    expect(updates()).toHaveLength(5);
    expect(updates().sort(byName)).toEqual(creates().sort(byName));
  });
});
