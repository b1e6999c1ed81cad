import type { DeliveryOrder } from './delivery-order';

/**
 * How the reconciler, a table function, hands unsent messages back to deliver-alert
 * (docs/decisions/014): in AWS an EventBridge event the stack's redelivery rule passes to
 * deliver-alert; locally the app hands over a call of deliver-alert itself (functions/local/app.ts).
 */
export interface DeliveryHandOver {
  handOver(order: DeliveryOrder): Promise<void>;
}
