/**
 * The local runtime's stand-ins for AWS delivery: schedules in the table, fired by the local
 * server, and an outbox of emails and texts (`npm start` shows it). Null in AWS.
 */

import { dynamoLocalSchedules, type LocalSchedules } from '#local/store/local-schedules';
import { dynamoOutbox, type Outbox } from '#local/store/outbox';
import { config } from '#src/composition/runtime';
import type { Part } from '#src/composition/scope';
import { tableClient } from '#src/composition/stores';
import { runsLocally } from './runs-locally';

export interface LocalAlerts {
  outbox: Outbox;
  localSchedules: LocalSchedules;
}

export const localAlerts: Part<LocalAlerts | null> = {
  build: (use) => {
    if (!runsLocally(use)) return null;
    const { tableName } = use(config);
    const client = use(tableClient);
    return {
      outbox: dynamoOutbox(client, tableName),
      localSchedules: dynamoLocalSchedules(client, tableName),
    };
  },
};
