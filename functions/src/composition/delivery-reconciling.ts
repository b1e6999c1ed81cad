/**
 * The reconciler (services/alerts/reconcile-deliveries.ts): the delivery records it reads and the
 * carrier that hands unsent messages back to deliver-alert (ports/delivery-hand-over.ts).
 */

import { regionalEventBus } from '#src/adapters/aws/event-bus';
import { eventBridgeDeliveryHandOver } from '#src/adapters/aws/eventbridge-delivery-hand-over';
import { ConfigurationError } from '#src/config';
import type { DeliveryHandOver } from '#src/ports/delivery-hand-over';
import { type ReconcileReport, reconcileDeliveries } from '#src/services/alerts/reconcile-deliveries';
import { alertDeliveries } from './alert-records';
import { operationMetrics } from './metrics';
import { clock, config } from './runtime';
import type { Part } from './scope';

export const deliveryHandOver: Part<DeliveryHandOver> = {
  build: (use) => {
    if (use(config).runtime === 'aws') return eventBridgeDeliveryHandOver(regionalEventBus());
    throw new ConfigurationError('The local runtime hands over its redelivery: call getApp() first');
  },
};

export const deliveryReconciling: Part<() => Promise<ReconcileReport>> = {
  build: (use) => {
    const dependencies = {
      clock: use(clock),
      metrics: use(operationMetrics),
      deliveries: use(alertDeliveries),
      handOver: use(deliveryHandOver),
    };
    return () => reconcileDeliveries(dependencies);
  },
};
