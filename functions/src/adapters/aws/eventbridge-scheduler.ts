/**
 * Alert schedules as EventBridge Scheduler one-off schedules (docs/architecture.md section 4): `at()` at 9:00
 * local time in the project's zone, so Scheduler, not our code, handles daylight saving time.
 */
import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { scheduleName } from '#src/adapters/schedule-name';
import { type AlertTrigger, type Scheduler, schedulePayloadOf } from '#src/ports/scheduler';

export interface EventBridgeSchedulerSettings {
  groupName: string;
  /** The send-alert Lambda. */
  targetArn: string;
  /** The role Scheduler assumes to invoke it. */
  roleArn: string;
  /** SQS queue for invocations Scheduler gave up on. */
  deadLetterArn: string;
}

/**
 * Throttling (and other retryable errors) is retried by the SDK with exponential backoff and
 * jitter; adaptive mode also slows this client down while Scheduler keeps throttling it.
 */
export function createSchedulerClient(): SchedulerClient {
  return new SchedulerClient({ maxAttempts: 6, retryMode: 'adaptive' });
}

/** The schedule's whole definition; UpdateSchedule replaces every field, so create and update share it. */
export function scheduleDefinition(
  settings: EventBridgeSchedulerSettings,
  trigger: AlertTrigger,
): CreateScheduleCommandInput {
  return {
    Name: scheduleName(trigger),
    GroupName: settings.groupName,
    ScheduleExpression: `at(${trigger.localDate}T${trigger.localTime}:00)`,
    ScheduleExpressionTimezone: trigger.timeZone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    State: 'ENABLED',
    Target: {
      Arn: settings.targetArn,
      RoleArn: settings.roleArn,
      // Ids only (and the story's): send-alert re-reads everything else, so a stale payload cannot
      // send stale words.
      Input: JSON.stringify(schedulePayloadOf(trigger)),
      // Short: an alert an hour late is already worse than none (docs/architecture.md section 4).
      RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
      DeadLetterConfig: { Arn: settings.deadLetterArn },
    },
  };
}

export function eventBridgeScheduler(
  client: SchedulerClient,
  settings: EventBridgeSchedulerSettings,
): Scheduler {
  const create = async (trigger: AlertTrigger) => {
    await client.send(new CreateScheduleCommand(scheduleDefinition(settings, trigger)));
  };
  const update = async (trigger: AlertTrigger) => {
    await client.send(new UpdateScheduleCommand(scheduleDefinition(settings, trigger)));
  };
  return {
    async create(trigger) {
      try {
        await create(trigger);
      } catch (error) {
        // It exists already (a retried sync, or the sweep): make it say what the item says.
        if (!(error instanceof ConflictException)) throw error;
        await update(trigger);
      }
    },

    async update(trigger) {
      try {
        await update(trigger);
      } catch (error) {
        // Gone (it fired, or a create never happened): the alert still needs one.
        if (!(error instanceof ResourceNotFoundException)) throw error;
        await create(trigger);
      }
    },

    async delete(alert) {
      try {
        await client.send(
          new DeleteScheduleCommand({ Name: scheduleName(alert), GroupName: settings.groupName }),
        );
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}
