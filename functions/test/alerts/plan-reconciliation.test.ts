/**
 * Self-healing alert plans (docs/decisions/015): the daily reconciliation finds the projects with a
 * deadline in the coming weeks through the plan-day index and repairs their alert items with the
 * sync's own plan and diff. Run on the real stores over DynamoDB Local, through a client that
 * records every command it sends, so the tests see what it read and wrote.
 */
import { CreateScheduleCommand } from '@aws-sdk/client-scheduler';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertPlanReconciliation } from '#src/composition/plan-reconciliation';
import { clock as clockPart, config as configPart } from '#src/composition/runtime';
import { schedulingWindowDays } from '#src/composition/scheduling-window';
import { Scope } from '#src/composition/scope';
import { tableClient } from '#src/composition/stores';
import { parseConfig } from '#src/config';
import type { StoredUser } from '#src/ports/user-store';
import { DAY_PARTITION_SHARDS } from '#src/store/day-shards';
import { createDocumentClient } from '#src/store/document-client';
import { projectKey } from '#src/store/project-items';
import { type AlertHarness, startAlertHarness, WINDOW_PAST_EVERY_TEST_ALERT } from './harness';

let harness: AlertHarness;
let sent: { command: string; index?: string }[];

/** The reconciliation as DailySweep composes it, on its own client: every command it sends is recorded. */
function reconciliation() {
  const config = parseConfig(process.env);
  const client = createDocumentClient(config);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { IndexName?: string };
      sent.push({
        command: context.commandName ?? '',
        ...(input.IndexName ? { index: input.IndexName } : {}),
      });
      return next(args);
    },
    { step: 'initialize' },
  );
  return new Scope()
    .provide(configPart, config)
    .provide(clockPart, harness.clock)
    .provide(tableClient, client)
    .provide(schedulingWindowDays, WINDOW_PAST_EVERY_TEST_ALERT.schedulingWindowDays)
    .use(alertPlanReconciliation);
}

const alertsOf = async (user: StoredUser, projectId: string) =>
  (await harness.app.alerting.records.listForProject(user.id, projectId))
    .map((alert) => `${alert.alertKey} ${alert.fireAt} ${alert.state}`)
    .sort();

async function planDayOf(user: StoredUser, projectId: string): Promise<unknown> {
  const client = createDocumentClient(parseConfig(process.env));
  const { Item } = await client.send(
    new GetCommand({ TableName: parseConfig(process.env).tableName, Key: projectKey(user.id, projectId) }),
  );
  client.destroy();
  return Item?.gsi1pk;
}

/** What reading a project and its owner (Gets) and alert items and the index (Queries) sends. */
const READS = ['QueryCommand', 'GetCommand', 'GetItemCommand'];

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z', WINDOW_PAST_EVERY_TEST_ALERT);
  sent = [];
});

afterEach(() => harness.stop());

describe('the plan-day index', () => {
  it('a project write indexes the project under its next deadline', async () => {
    const user = await harness.user('free');
    // Saved 2026-03-02: the Notice to Owner (2026-02-21) is behind, the Claim of Lien (2026-05-21) ahead.
    const project = await harness.createProject(user);
    expect(await planDayOf(user, project.id)).toBe('PLANDAY#2026-05-21#22');
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-27' });
    expect(await planDayOf(user, project.id)).toBe('PLANDAY#2026-05-28#22');
  });
});

describe('the daily reconciliation of alert plans', () => {
  it('gives a project whose alert items were lost its alerts back before the first is due', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user);
    const planned = await alertsOf(user, project.id);
    expect(planned).toHaveLength(5);
    // A sync that failed: the project has no alert items, and so no schedules.
    await harness.app.alerting.records.deleteAll(
      await harness.app.alerting.records.listForProject(user.id, project.id),
    );
    await harness.settle();
    expect(await alertsOf(user, project.id)).toEqual([]);

    // 2026-04-20, 8:00 Eastern: the Claim of Lien (05-21) is 31 days away, its 30-day alert tomorrow.
    harness.clock.set('2026-04-20T12:00:00.000Z');
    harness.forgetCalls();
    expect(await reconciliation()()).toEqual({ projects: 1, repaired: 1, alertWrites: 5, moved: 0 });
    expect(await alertsOf(user, project.id)).toEqual(planned);
    expect(planned[0]).toBe('d1 2026-05-20T13:00:00.000Z scheduled');

    // The stream hands the restored items to ApplySchedules: the schedules come back too.
    await harness.settle();
    expect(
      harness.scheduler
        .commandCalls(CreateScheduleCommand)
        .map((call) => call.args[0].input.Name)
        .sort(),
    ).toEqual(['d1', 'd14', 'd3', 'd30', 'd7'].map((key) => `alert-${project.id}-lien-${key}`));
  });

  it('repairs an alert item at the wrong time and removes one the plan no longer has', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user);
    const planned = await alertsOf(user, project.id);
    const [d1, d14] = (await harness.app.alerting.records.listForProject(user.id, project.id)).sort((a, b) =>
      a.alertKey.localeCompare(b.alertKey),
    );
    if (!d1 || !d14) throw new Error('the project has no lien alerts');
    await harness.app.alerting.records.putAll([
      { ...d1, fireAt: '2026-05-19T13:00:00.000Z', localDate: '2026-05-19' },
      { ...d14, deadlineId: `${project.id}-stale` },
    ]);
    await harness.settle();

    harness.clock.set('2026-04-20T12:00:00.000Z');
    expect(await reconciliation()()).toEqual({ projects: 1, repaired: 1, alertWrites: 2, moved: 0 });
    expect(await alertsOf(user, project.id)).toEqual(planned);
  });

  it('leaves projects whose alerts are right untouched: Queries and Gets only, no write, no Scan', async () => {
    const user = await harness.user('silver');
    await harness.createProject(user);
    await harness.createProject(user, {
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-04-25',
      recurringAlertsEndDate: '2026-09-10',
    });
    harness.clock.set('2026-04-20T12:00:00.000Z');

    expect(await reconciliation()()).toEqual({ projects: 2, repaired: 0, alertWrites: 0, moved: 0 });

    expect(sent.filter(({ command }) => !READS.includes(command))).toEqual([]);
    // One Query of the index per day and shard: 7 days back, today and 35 ahead.
    expect(sent.filter(({ index }) => index === 'gsi1')).toHaveLength(43 * DAY_PARTITION_SHARDS);
    // Per project: the project and its owner (Gets) and its alert items (a Query of its partition).
    expect(sent.filter(({ command }) => command !== 'QueryCommand')).toHaveLength(4);
    expect(sent.filter(({ command, index }) => command === 'QueryCommand' && !index)).toHaveLength(2);
  });

  it('reads no project whose next deadline is beyond the window', async () => {
    const user = await harness.user('silver');
    // Claim of Lien 2026-05-21: 80 days after 2026-03-02.
    const later = await harness.createProject(user);
    // Claim of Lien 2026-04-05: 34 days after 2026-03-02.
    const soon = await harness.createProject(user, {
      firstFurnishingDate: '2025-12-01',
      lastFurnishingDate: '2026-01-05',
    });
    await harness.app.alerting.records.deleteAll([
      ...(await harness.app.alerting.records.listForProject(user.id, later.id)),
      ...(await harness.app.alerting.records.listForProject(user.id, soon.id)),
    ]);
    await harness.settle();

    expect(await reconciliation()()).toEqual({ projects: 1, repaired: 1, alertWrites: 5, moved: 0 });
    expect(await alertsOf(user, soon.id)).toHaveLength(5);
    // Its turn comes 35 days before its deadline: five runs before its 30-day alert.
    expect(await alertsOf(user, later.id)).toEqual([]);
  });

  it('moves a project on from a deadline that has passed, and out of the index when none is left', async () => {
    const user = await harness.user('silver');
    const lienOnly = await harness.createProject(user);
    const withReminders = await harness.createProject(user, {
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-05-01',
      recurringAlertsEndDate: '2026-08-01',
    });
    expect(await planDayOf(user, withReminders.id)).toBe('PLANDAY#2026-05-01#22');

    // 2026-05-02: the first reminder (05-01) has passed; the Claim of Lien (05-21) comes next.
    harness.clock.set('2026-05-02T12:00:00.000Z');
    expect(await reconciliation()()).toEqual({ projects: 2, repaired: 0, alertWrites: 0, moved: 1 });
    expect(await planDayOf(user, withReminders.id)).toBe('PLANDAY#2026-05-21#22');
    expect(await planDayOf(user, lienOnly.id)).toBe('PLANDAY#2026-05-21#22');

    // 2026-05-22: the Claim of Lien has passed. One project has its 05-31 reminder ahead, the other
    // nothing: it leaves the index.
    harness.clock.set('2026-05-22T12:00:00.000Z');
    expect(await reconciliation()()).toEqual({ projects: 2, repaired: 0, alertWrites: 0, moved: 2 });
    expect(await planDayOf(user, lienOnly.id)).toBeUndefined();
    expect(await planDayOf(user, withReminders.id)).toBe('PLANDAY#2026-05-31#22');
  });
});
