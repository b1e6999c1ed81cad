/** Each alert's state in the table (scheduled, sent, skipped and why). */
import type { AlertDeliveries } from '#ports/alert-deliveries';
import type { AlertStore } from '#ports/alert-store';
import type { DeliveryClaims } from '#ports/delivery-claims';
import { dynamoAlertDeliveries } from '../store/alert-deliveries';
import { dynamoAlertStore } from '../store/alerts';
import { dynamoDeliveryClaims } from '../store/delivery-claims';
import { config } from './runtime';
import type { Part } from './scope';
import { tableClient } from './stores';

export const alertRecords: Part<AlertStore> = {
  build: (use) => dynamoAlertStore(use(tableClient), use(config).tableName),
};

/** The `SENT#…` claims that make each alert go out once (docs/decisions/007). */
export const deliveryClaims: Part<DeliveryClaims> = {
  build: (use) => dynamoDeliveryClaims(use(tableClient), use(config).tableName),
};

/** One record per message of an alert (docs/decisions/014). */
export const alertDeliveries: Part<AlertDeliveries> = {
  build: (use) => dynamoAlertDeliveries(use(tableClient), use(config).tableName),
};
