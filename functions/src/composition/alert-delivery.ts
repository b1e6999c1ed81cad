/**
 * Delivering one alert's messages (services/alerts/deliver-alert.ts) through the providers
 * (composition/message-providers.ts). It acts on what send-alert decided (docs/decisions/007) and
 * holds the table only to read and record its messages' delivery records (`DELIVERY#` keys,
 * docs/decisions/014) and to read the numbers' opt-in states before each text (`PHONE#` keys), over
 * the plain DynamoDB client (store/delivery-records.ts says why).
 */
import type { DeliveryLedger } from '#src/ports/alert-deliveries';
import type { DeliveryOrder } from '#src/ports/delivery-order';
import { type DeliveryReport, deliverAlert } from '#src/services/alerts/deliver-alert';
import { dynamoDeliveryLedger } from '#src/store/delivery-records';
import { deliveryTableClient, mailer, sendingPhoneStatuses, texter } from './message-providers';
import { operationMetrics } from './metrics';
import { clock, config } from './runtime';
import type { Part } from './scope';

export const deliveryLedger: Part<DeliveryLedger> = {
  build: (use) => dynamoDeliveryLedger(use(deliveryTableClient), use(config).tableName),
};

export const alertDelivery: Part<(order: DeliveryOrder) => Promise<DeliveryReport>> = {
  build: (use) => {
    const dependencies = {
      mailer: use(mailer),
      texter: use(texter),
      deliveries: use(deliveryLedger),
      phones: use(sendingPhoneStatuses),
      clock: use(clock),
      metrics: use(operationMetrics),
    };
    return (order) => deliverAlert(dependencies, order);
  },
};
