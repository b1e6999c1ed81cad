/**
 * The reconciler (services/alerts/reconcile-deliveries.ts): the delivery records it reads and the
 * carrier that hands unsent messages back to deliver-alert (ports/delivery-hand-over.ts).
 */

import { regionalEventBus } from '#src/adapters/aws/event-bus';
import { eventBridgeDeliveryHandOver } from '#src/adapters/aws/eventbridge-delivery-hand-over';
import type { DeliveryHandOver } from '#src/ports/delivery-hand-over';
import { type ReconcileReport, reconcileDeliveries } from '#src/services/alerts/reconcile-deliveries';
import { alertDeliveries } from './alert-records';
import { operationMetrics } from './metrics';
import { clock } from './runtime';
import type { Part } from './scope';

export const deliveryHandOver: Part<DeliveryHandOver> = {
  // In one process the app calls deliver-alert at once instead (functions/local/app.ts).
  build: () => eventBridgeDeliveryHandOver(regionalEventBus()),
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
