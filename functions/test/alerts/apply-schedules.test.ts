/**
 * The ApplySchedules stream function with the adapter and client it has in AWS (EventBridge
 * Scheduler built from the Lambda's settings; its SDK client mocked by aws-sdk-client-mock), fed
 * records whose images are alert items as the alert store writes them: the exact requests
 * Scheduler receives, in the order the alert changed, and the records it asks Lambda to retry.
 */
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, setAppForTests } from '#local/app';
import { localDynamoDbEnvironment } from '#local/dynamodb-local';
import { config } from '#src/composition/runtime';
import { Scope, useScope } from '#src/composition/scope';
import { ConfigurationError, parseConfig } from '#src/config';
import { handler } from '#src/handlers/alerts/apply-schedules';
import type { AlertRecord, AlertStore } from '#src/ports/alert-store';
import { dynamoAlertStore } from '#src/store/alerts';
import { createTestTable, TEST_PUBLIC_URL, type TestTable } from '#test/dynamodb';
import { ALERT_OWNER, scheduledLienAlert } from './alert-fixtures';
import { expectedSchedule, SCHEDULER_SETTINGS } from './harness';
import { partitionItems, sequenceOf, streamRecord } from './stream-records';

const scheduler = mockClient(SchedulerClient);
let table: TestTable;
let alerts: AlertStore;

/** The settings the stack gives ApplySchedules. */
const lambdaConfig = parseConfig({
  RUNTIME: 'aws',
  STAGE: 'test',
  TABLE_NAME: 'lienminder-test',
  PUBLIC_URL: 'https://lienminder.example',
  SCHEDULE_GROUP_NAME: SCHEDULER_SETTINGS.groupName,
  SEND_ALERT_FUNCTION_ARN: SCHEDULER_SETTINGS.targetArn,
  SCHEDULER_ROLE_ARN: SCHEDULER_SETTINGS.roleArn,
  ALERT_DLQ_ARN: SCHEDULER_SETTINGS.deadLetterArn,
});

/** Writes the alert with the real store and answers its item as stored. */
async function written(record: AlertRecord) {
  await alerts.putAll([record]);
  const items = await partitionItems(table.client, table.tableName, `ALERTS#${record.userId}`);
  const item = items.find((candidate) => candidate.deadlineId === record.deadlineId);
  if (!item) throw new Error('The alert store wrote no item');
  return item;
}

const requests = () =>
  scheduler.calls().map((call) => {
    const command = call.args[0];
    return [command.constructor.name, command.input];
  });

beforeAll(async () => {
  table = await createTestTable();
  alerts = dynamoAlertStore(table.client, table.tableName);
});

beforeEach(() => {
  scheduler.reset();
  scheduler.onAnyCommand().resolves({});
  useScope(new Scope().provide(config, lambdaConfig));
});

afterEach(() => {
  useScope(undefined);
  vi.restoreAllMocks();
});

describe('ApplySchedules in AWS', () => {
  it('creates the schedule of a new alert, moves it with the alert, and deletes it with the alert, in that order', async () => {
    const alert = scheduledLienAlert();
    const created = await written(alert);
    const moved = await written({ ...alert, localDate: '2026-04-29', fireAt: '2026-04-29T13:00:00.000Z' });
    await alerts.deleteAll([alert]);

    const answer = await handler({
      Records: [
        streamRecord({ after: created }),
        streamRecord({ before: created, after: moved }),
        streamRecord({ before: moved }),
      ],
    });

    expect(answer).toEqual({ batchItemFailures: [] });
    expect(requests()).toEqual([
      ['CreateScheduleCommand', expectedSchedule({ ...alert, localDate: '2026-05-14' })],
      ['UpdateScheduleCommand', expectedSchedule({ ...alert, localDate: '2026-04-29' })],
      [
        'DeleteScheduleCommand',
        { Name: `alert-${alert.deadlineId}-d7`, GroupName: SCHEDULER_SETTINGS.groupName },
      ],
    ]);
  });

  it('updates the schedule of an alert the daily sweep touched', async () => {
    const alert = scheduledLienAlert();
    const item = await written(alert);
    expect(await alerts.markSwept(alert, new Date('2026-05-12T09:00:00.000Z'))).toBe(true);
    const [swept] = await partitionItems(table.client, table.tableName, `ALERTS#${ALERT_OWNER}`).then(
      (items) => items.filter((candidate) => candidate.deadlineId === alert.deadlineId),
    );

    expect(await handler({ Records: [streamRecord({ before: item, after: swept })] })).toEqual({
      batchItemFailures: [],
    });
    expect(requests()).toEqual([['UpdateScheduleCommand', expectedSchedule(alert)]]);
  });

  it('calls nothing for an alert that fired, nor for history that goes', async () => {
    const alert = scheduledLienAlert();
    const item = await written(alert);
    const sent = await written({ ...alert, state: 'sent', updatedAt: '2026-05-14T13:00:05.000Z' });
    const skipped = await written({
      ...scheduledLienAlert(),
      state: 'skipped',
      skipReason: 'project_on_hold',
    });

    const answer = await handler({
      Records: [
        streamRecord({ before: item, after: sent }),
        streamRecord({ before: sent }),
        streamRecord({ after: skipped }),
        streamRecord({ before: skipped }),
      ],
    });

    expect(answer).toEqual({ batchItemFailures: [] });
    expect(scheduler.calls()).toEqual([]);
  });

  it("names a failed call's record and the later changes of its alert for the retry; other alerts go ahead", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = scheduledLienAlert();
    const other = scheduledLienAlert();
    scheduler
      .on(CreateScheduleCommand, { Name: `alert-${failing.deadlineId}-d7` })
      .rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    const failingItem = await written(failing);
    const otherItem = await written(other);
    const [create, otherCreate, remove] = [
      streamRecord({ after: failingItem }),
      streamRecord({ after: otherItem }),
      streamRecord({ before: failingItem }),
    ];

    const answer = await handler({ Records: [create, otherCreate, remove] });

    expect(answer).toEqual({
      batchItemFailures: [{ itemIdentifier: sequenceOf(create) }, { itemIdentifier: sequenceOf(remove) }],
    });
    // The delete waits for the retry: run before the create, it would leave a schedule behind.
    expect(scheduler.commandCalls(DeleteScheduleCommand)).toEqual([]);
    expect(scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input)).toEqual([
      expectedSchedule(failing),
      expectedSchedule(other),
    ]);
  });

  it('skips, without failing the batch, a change whose item is not an alert as the sync writes them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = scheduledLienAlert();
    const item = await written(alert);
    // An item from before these states (its schedule never confirmed).
    const unknownState = streamRecord({ after: { ...item, state: 'pending' } });
    const notATime = streamRecord({ after: { ...item, fireAt: 'soon' } });

    const answer = await handler({ Records: [unknownState, notATime] });

    expect(answer).toEqual({ batchItemFailures: [] });
    expect(scheduler.calls()).toEqual([]);
    expect(logged.mock.calls.map((call) => JSON.parse(String(call[0])))).toEqual([
      expect.objectContaining({
        message: 'Alert item change is not readable; skipped',
        record: sequenceOf(unknownState),
      }),
      expect.objectContaining({
        message: 'Alert item change is not readable; skipped',
        record: sequenceOf(notATime),
      }),
    ]);
  });
});

describe('ApplySchedules locally', () => {
  const localConfig = () =>
    parseConfig({
      RUNTIME: 'local',
      TABLE_NAME: table.tableName,
      ...localDynamoDbEnvironment(table),
      PUBLIC_URL: TEST_PUBLIC_URL,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-for-hs256',
    });

  it('keeps the schedules in the table, handed over by the app: ApplySchedules holds no table of its own', async () => {
    const app = createApp({ config: localConfig() });
    setAppForTests(app);
    const alert = scheduledLienAlert();

    await handler({ Records: [streamRecord({ after: await written(alert) })] });

    const due = await app.alerting.localSchedules?.listDue(new Date('2026-05-14T13:00:00.000Z'));
    expect(due?.filter((schedule) => schedule.payload.deadlineId === alert.deadlineId)).toEqual([
      {
        name: `alert-${alert.deadlineId}-d7`,
        payload: {
          userId: ALERT_OWNER,
          projectId: alert.projectId,
          deadlineId: alert.deadlineId,
          alertKey: 'd7',
        },
        fireAt: '2026-05-14T13:00:00.000Z',
        attempts: 0,
      },
    ]);
    expect(scheduler.calls()).toEqual([]);
  });

  it('refuses to start without them rather than reach for EventBridge', async () => {
    useScope(new Scope().provide(config, localConfig()));
    const alert = scheduledLienAlert();
    await expect(
      handler({ Records: [streamRecord({ after: await written(alert) })] }),
    ).rejects.toBeInstanceOf(ConfigurationError);
  });
});
