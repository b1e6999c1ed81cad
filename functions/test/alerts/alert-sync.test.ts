/**
 * Saving, editing and deleting projects, and a plan change, keep EventBridge Scheduler in step with
 * the alert plan: the exact schedule requests AWS receives, and the alert items left behind.
 */

import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredUser } from '#ports/user-store';
import { changePlan } from '#services/account/change-plan';
import { handler as sweepHandler } from '../../src/handlers/alerts/daily-sweep';
import { handler as sendAlertHandler } from '../../src/handlers/alerts/send-alert';
import { type AlertHarness, expectedSchedule, startAlertHarness } from './harness';

let harness: AlertHarness;

const creates = () => harness.scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input);
const updates = () => harness.scheduler.commandCalls(UpdateScheduleCommand).map((call) => call.args[0].input);
const deletes = () => harness.scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input);
const byName = (a: { Name?: string }, b: { Name?: string }) => (a.Name ?? '').localeCompare(b.Name ?? '');
const stored = (user: StoredUser, projectId: string) =>
  harness.app.alerting.records.listForProject(user.id, projectId);

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

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z');
});

describe('saving a project schedules its alerts', () => {
  it('private project with a last furnishing date: 30, 14, 7, 3 and 1 days before the Claim of Lien, 9:00 Eastern', async () => {
    const user = await harness.user('free');
    // Last furnishing 2026-02-20: the Claim of Lien is due Thursday 2026-05-21 (s. 713.08(5)).
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });

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
    const alerts = await stored(user, project.id);
    expect(alerts.map((alert) => [alert.alertKey, alert.state, alert.fireAt]).sort()).toEqual([
      ['d1', 'scheduled', '2026-05-20T13:00:00.000Z'],
      ['d14', 'scheduled', '2026-05-07T13:00:00.000Z'],
      ['d3', 'scheduled', '2026-05-18T13:00:00.000Z'],
      ['d30', 'scheduled', '2026-04-21T13:00:00.000Z'],
      ['d7', 'scheduled', '2026-05-14T13:00:00.000Z'],
    ]);
  });

  it('without a last furnishing date there is no lien deadline yet, and Notice to Owner never alerts', async () => {
    const user = await harness.user('free');
    await harness.createProject(user, { lastFurnishingDate: '' });
    expect(creates()).toEqual([]);
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

  it('public project with a last furnishing date: the Notice of Nonpayment alerts like a lien', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { type: 'public', lastFurnishingDate: '2026-02-20' });
    expect(creates()).toHaveLength(5);
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
    ]);
    expect(creates().every((input) => input.Name?.startsWith(`alert-${project.id}-lien-`))).toBe(true);
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
    expect((await stored(user, project.id)).every((alert) => alert.state === 'scheduled')).toBe(true);
  });

  it('alerts already past when the project is saved are not scheduled', async () => {
    harness.clock.set('2026-05-15T12:00:00.000Z');
    const user = await harness.user('free');
    await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    expect(
      creates()
        .map((input) => input.ScheduleExpression)
        .sort(),
    ).toEqual(['at(2026-05-18T09:00:00)', 'at(2026-05-20T09:00:00)']);
  });

  it('completed and on-hold projects hold no schedules', async () => {
    const user = await harness.user('silver');
    await harness.createProject(user, { lastFurnishingDate: '2026-02-20', projectStatus: 'completed' });
    await harness.createProject(user, { lastFurnishingDate: '2026-02-20', projectStatus: 'on_hold' });
    expect(creates()).toEqual([]);
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
      expect((await stored(user, project.id))[0]).toMatchObject({ localDate: date, timeZone, fireAt: utc });
    }
  });
});

/**
 * A Free project whose Claim of Lien is due 2026-05-21 (last furnishing 2026-02-20), after its
 * 30-day alert went out on 2026-04-21; the recorded AWS calls are cleared.
 */
async function projectWithThirtyDayAlertSent() {
  const user = await harness.user('free');
  const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
  harness.clock.set('2026-04-21T13:00:04.000Z');
  const outcome = await sendAlertHandler({
    userId: user.id,
    projectId: project.id,
    deadlineId: `${project.id}-lien`,
    alertKey: 'd30',
  });
  expect(outcome).toMatchObject({ status: 'sent' });
  harness.forgetCalls();
  return { user, project };
}

describe('editing a project applies only the difference', () => {
  it('a moved last furnishing date updates each alert to its new day and creates nothing', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();

    // Last furnishing 2026-02-05: due 2026-05-06.
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-05' });

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

  it('an edit that changes no date calls the scheduler not at all', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();
    await harness.updateProject(user, project.id, {
      lastFurnishingDate: '2026-02-20',
      name: 'Brickell Tower II',
    });
    expect(harness.scheduler.calls()).toHaveLength(0);
  });

  it('an alert the new date puts in the past is deleted, the rest move', async () => {
    harness.clock.set('2026-04-10T12:00:00.000Z');
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();

    // Due 2026-05-06 now: its 30-day alert (2026-04-06) has passed.
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-05' });

    expect(deletes()).toEqual([{ Name: `alert-${project.id}-lien-d30`, GroupName: 'lienclock-test-alerts' }]);
    expect(
      updates()
        .map((input) => input.Name)
        .sort(),
    ).toEqual(['d1', 'd14', 'd3', 'd7'].map((key) => `alert-${project.id}-lien-${key}`));
    expect((await stored(user, project.id)).map((alert) => alert.alertKey).sort()).toEqual([
      'd1',
      'd14',
      'd3',
      'd7',
    ]);
  });

  it('an alert already sent is scheduled again when an edit moves its deadline later', async () => {
    const { user, project } = await projectWithThirtyDayAlertSent();

    // Due 2026-06-03 now: the warning sent for the old date says nothing about the new one, so the
    // 30-day alert runs again on 2026-05-04 (its schedule deleted itself after firing: a create).
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-03-05' });

    expect(creates().map((input) => [input.Name, input.ScheduleExpression])).toEqual([
      [`alert-${project.id}-lien-d30`, 'at(2026-05-04T09:00:00)'],
    ]);
    expect(
      updates()
        .map((input) => input.Name)
        .sort(),
    ).toEqual(['d1', 'd14', 'd3', 'd7'].map((key) => `alert-${project.id}-lien-${key}`));
    expect((await stored(user, project.id)).find((alert) => alert.alertKey === 'd30')).toMatchObject({
      state: 'scheduled',
      localDate: '2026-05-04',
    });
  });

  it('an alert already sent stays history when an edit leaves its date where it was', async () => {
    const { user, project } = await projectWithThirtyDayAlertSent();

    await harness.updateProject(user, project.id, { name: 'Renamed tower' });

    expect(creates()).toEqual([]);
    expect(updates()).toEqual([]);
    expect((await stored(user, project.id)).find((alert) => alert.alertKey === 'd30')).toMatchObject({
      state: 'sent',
      localDate: '2026-04-21',
    });
  });

  it('clearing the last furnishing date deletes the lien alerts', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();
    await harness.updateProject(user, project.id, { lastFurnishingDate: '' });
    expect(
      deletes()
        .map((input) => input.Name)
        .sort(),
    ).toEqual(['d1', 'd14', 'd3', 'd30', 'd7'].map((key) => `alert-${project.id}-lien-${key}`));
    expect(await stored(user, project.id)).toEqual([]);
  });

  it('putting a project on hold removes its schedules', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();
    await harness.updateProject(user, project.id, {
      lastFurnishingDate: '2026-02-20',
      projectStatus: 'on_hold',
    });
    expect(deletes()).toHaveLength(5);
    expect(creates()).toEqual([]);
  });
});

describe('deleting a project and changing plans', () => {
  it('deleting a project deletes every future schedule and its alert items', async () => {
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
      ].map((suffix) => ({ Name: `alert-${project.id}-${suffix}`, GroupName: 'lienclock-test-alerts' })),
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

    await changePlan({ users: harness.app.users, alertSync: harness.app.alerting.sync }, user.id, 'free');
    expect((await harness.app.users.findById(user.id))?.tier).toBe('free');

    expect(creates()).toEqual([]);
    expect(updates()).toEqual([]);
    expect(deletes()).toHaveLength(13);
    expect(deletes().every((input) => input.Name?.endsWith('-due'))).toBe(true);
    expect((await stored(user, project.id)).map((alert) => alert.alertKey).sort()).toEqual([
      'd1',
      'd14',
      'd3',
      'd30',
      'd7',
    ]);
  });
});

describe('failures are recorded and retried', () => {
  it('a schedule that cannot be created is marked failed, and the daily sweep creates it', async () => {
    const user = await harness.user('free');
    harness.clock.set('2026-04-10T12:00:00.000Z');
    let throttled = false;
    harness.scheduler.on(CreateScheduleCommand).callsFake((input: { Name: string }) => {
      if (input.Name.endsWith('-lien-d14') && !throttled) {
        throttled = true;
        throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      }
      return {};
    });
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });

    const failed = (await stored(user, project.id)).find((alert) => alert.alertKey === 'd14');
    expect(failed).toMatchObject({
      state: 'failed',
      failure: { stage: 'schedule', error: 'ThrottlingException: Rate exceeded' },
      attempts: 1,
    });
    harness.forgetCalls();

    const report = await sweepHandler(); // the daily-sweep Lambda

    // d30 (2026-04-21), d14 (05-07) and d7 (05-14) fall within the 35 days after 2026-04-10.
    expect(report).toEqual({ checked: 3, repaired: 1, failed: 0 });
    expect(
      creates()
        .map((input) => input.Name)
        .sort(),
    ).toContain(`alert-${project.id}-lien-d14`);
    const repaired = (await stored(user, project.id)).find((alert) => alert.alertKey === 'd14');
    expect(repaired).toMatchObject({ state: 'scheduled', failure: null, attempts: 2 });
  });

  it('the sweep leaves alerts beyond 35 days to a later sweep', async () => {
    const user = await harness.user('free');
    await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.forgetCalls();
    // 2026-03-02: the first alert (2026-04-21) is 50 days away.
    expect(await harness.app.alerting.sweep()).toEqual({ checked: 0, repaired: 0, failed: 0 });
    expect(creates()).toEqual([]);
  });

  it('a schedule that already exists (a retried save) is updated instead', async () => {
    harness.scheduler
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ Message: 'exists', message: 'exists', $metadata: {} }));
    const user = await harness.user('free');
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    expect(updates().sort(byName)).toEqual(creates().sort(byName));
    expect(updates()).toHaveLength(5);
    expect((await stored(user, project.id)).every((alert) => alert.state === 'scheduled')).toBe(true);
  });

  it('a failed sweep tells the operator', async () => {
    const user = await harness.user('free');
    harness.clock.set('2026-04-10T12:00:00.000Z');
    await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
    harness.scheduler
      .on(CreateScheduleCommand)
      .rejects(Object.assign(new Error('Access denied'), { name: 'AccessDeniedException' }));
    const report = await harness.app.alerting.sweep();
    expect(report).toEqual({ checked: 3, repaired: 0, failed: 3 });
    const published = harness.sns
      .calls()
      .map((call) => call.args[0].input as { Subject: string; TopicArn: string });
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      TopicArn: 'arn:aws:sns:us-east-1:123456789012:lienclock-test-operator',
      Subject: 'LienClock: 3 alert schedules could not be created',
    });
  });
});
