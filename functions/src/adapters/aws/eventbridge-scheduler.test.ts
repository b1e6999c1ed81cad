import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AlertTrigger } from '#src/ports/scheduler';
import { eventBridgeScheduler } from './eventbridge-scheduler';

const settings = {
  groupName: 'lienminder-prod-alerts',
  targetArn: 'arn:aws:lambda:us-east-1:123456789012:function:SendAlert',
  roleArn: 'arn:aws:iam::123456789012:role/AlertScheduler',
  deadLetterArn: 'arn:aws:sqs:us-east-1:123456789012:AlertDlq',
};
const trigger: AlertTrigger = {
  userId: 'u1',
  projectId: 'abcdefghijklmnop',
  deadlineId: 'abcdefghijklmnop-lien',
  alertKey: 'd7',
  localDate: '2026-11-01',
  localTime: '09:00',
  timeZone: 'America/Chicago',
  fireAt: '2026-11-01T15:00:00.000Z',
};
const notFound = () => new ResourceNotFoundException({ Message: 'gone', message: 'gone', $metadata: {} });

const mock = mockClient(SchedulerClient);
const scheduler = eventBridgeScheduler(new SchedulerClient({ region: 'us-east-1' }), settings);

beforeEach(() => {
  mock.reset();
  mock.onAnyCommand().resolves({});
});

describe('EventBridge Scheduler adapter', () => {
  it('creates a one-off 9:00 schedule in the project zone that deletes itself after firing', async () => {
    await scheduler.create(trigger);
    expect(mock.commandCalls(CreateScheduleCommand)[0]?.args[0].input).toMatchObject({
      Name: 'alert-abcdefghijklmnop-lien-d7',
      GroupName: 'lienminder-prod-alerts',
      ScheduleExpression: 'at(2026-11-01T09:00:00)',
      ScheduleExpressionTimezone: 'America/Chicago',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
    });
  });

  it('updates a schedule that already exists instead of failing the create', async () => {
    mock
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ Message: 'exists', message: 'exists', $metadata: {} }));
    await scheduler.create(trigger);
    expect(mock.commandCalls(UpdateScheduleCommand).map((call) => call.args[0].input)).toEqual(
      mock.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input),
    );
  });

  it('creates a schedule that an update finds missing', async () => {
    mock.on(UpdateScheduleCommand).rejects(notFound());
    await scheduler.update(trigger);
    expect(mock.commandCalls(CreateScheduleCommand)).toHaveLength(1);
  });

  it('counts deleting a schedule that is already gone as done', async () => {
    mock.on(DeleteScheduleCommand).rejects(notFound());
    await expect(scheduler.delete(trigger)).resolves.toBeUndefined();
    expect(mock.commandCalls(DeleteScheduleCommand)[0]?.args[0].input).toEqual({
      Name: 'alert-abcdefghijklmnop-lien-d7',
      GroupName: 'lienminder-prod-alerts',
    });
  });

  it('lets other errors through, for the stream to retry the alert change', async () => {
    mock
      .on(CreateScheduleCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(scheduler.create(trigger)).rejects.toThrow('denied');
  });
});
