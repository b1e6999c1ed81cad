/**
 * Alert schedules: EventBridge Scheduler, held by ApplySchedules alone (docs/decisions/007).
 * Locally the schedules live in the table (functions/local/adapters/store-scheduler.ts), which ApplySchedules
 * must not hold, so nothing here builds them: the app hands them over (functions/local/app.ts). Choosing them here
 * would put the table client into ApplySchedules' bundle.
 */

import { createSchedulerClient, eventBridgeScheduler } from '#src/adapters/aws/eventbridge-scheduler';
import { requiredSetting } from '#src/config';
import type { AlertItemReader } from '#src/ports/alert-store';
import type { Scheduler } from '#src/ports/scheduler';
import { readAlertItem } from '#src/store/alert-items';
import { config } from './runtime';
import type { Part } from './scope';

export const scheduler: Part<Scheduler> = {
  build: (use) => {
    const settings = use(config);
    return eventBridgeScheduler(createSchedulerClient(), {
      groupName: requiredSetting(settings, 'SCHEDULE_GROUP_NAME'),
      targetArn: requiredSetting(settings, 'SEND_ALERT_FUNCTION_ARN'),
      roleArn: requiredSetting(settings, 'SCHEDULER_ROLE_ARN'),
      deadLetterArn: requiredSetting(settings, 'ALERT_DLQ_ARN'),
    });
  },
};

/** The alert items of the stream's images, read as the store reads them (store/alert-items.ts): no table, no SDK. */
export const alertItems: Part<AlertItemReader> = { build: () => readAlertItem };
