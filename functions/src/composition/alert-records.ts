/** Each alert's state in the table (scheduled, sent, skipped and why). */
import type { AlertDeliveries } from '#src/ports/alert-deliveries';
import type { AlertStore } from '#src/ports/alert-store';
import type { DeliveryClaims } from '#src/ports/delivery-claims';
import { dynamoAlertDeliveries } from '#src/store/alert-deliveries';
import { dynamoAlertStore } from '#src/store/alerts';
import { dynamoDeliveryClaims } from '#src/store/delivery-claims';
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
