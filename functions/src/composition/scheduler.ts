/** Alert schedules: EventBridge Scheduler in AWS, the table (fired by the local server) locally. */
import type { Scheduler } from '#ports/scheduler';
import { createSchedulerClient, eventBridgeScheduler } from '../adapters/aws/eventbridge-scheduler';
import { storeScheduler } from '../adapters/local/store-scheduler';
import { requiredSetting } from '../config';
import { localAlerts } from './local-alerts';
import { config } from './runtime';
import type { Part } from './scope';

export const scheduler: Part<Scheduler> = {
  build: (use) => {
    const local = use(localAlerts);
    if (local) return storeScheduler(local.localSchedules);
    const settings = use(config);
    return eventBridgeScheduler(createSchedulerClient(), {
      groupName: requiredSetting(settings, 'SCHEDULE_GROUP_NAME'),
      targetArn: requiredSetting(settings, 'SEND_ALERT_FUNCTION_ARN'),
      roleArn: requiredSetting(settings, 'SCHEDULER_ROLE_ARN'),
      deadLetterArn: requiredSetting(settings, 'ALERT_DLQ_ARN'),
    });
  },
};
