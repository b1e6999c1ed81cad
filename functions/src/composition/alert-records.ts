/** Each alert's state in the table (scheduled, sent, skipped and why, failed and why). */
import type { AlertStore } from '#ports/alert-store';
import { dynamoAlertStore } from '../store/alerts';
import { config } from './runtime';
import type { Part } from './scope';
import { tableClient } from './stores';

export const alertRecords: Part<AlertStore> = {
  build: (use) => dynamoAlertStore(use(tableClient), use(config).tableName),
};
