/**
 * The local runtime's stand-ins for AWS delivery: schedules in the table, fired by the local
 * server, and an outbox of emails and texts (`npm start` shows it). Null in AWS.
 */
import { dynamoLocalSchedules, type LocalSchedules } from '../store/local-schedules';
import { dynamoOutbox, type Outbox } from '../store/outbox';
import { config } from './runtime';
import type { Part } from './scope';
import { tableClient } from './stores';

export interface LocalAlerts {
  outbox: Outbox;
  localSchedules: LocalSchedules;
}

export const localAlerts: Part<LocalAlerts | null> = {
  build: (use) => {
    const { runtime, tableName } = use(config);
    if (runtime === 'aws') return null;
    const client = use(tableClient);
    return {
      outbox: dynamoOutbox(client, tableName),
      localSchedules: dynamoLocalSchedules(client, tableName),
    };
  },
};
