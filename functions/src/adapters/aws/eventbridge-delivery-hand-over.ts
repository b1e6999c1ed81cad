import type { DeliveryHandOver } from '#src/ports/delivery-hand-over';
import { REDELIVERY_EVENTS } from '#src/routes';
import type { EventBus } from './event-bus';

/**
 * Hands an alert's unsent messages to deliver-alert as one event on the account's default bus; the
 * stack's rule for REDELIVERY_EVENTS passes the detail on, with retries and the dead-letter queue.
 */
export function eventBridgeDeliveryHandOver(bus: EventBus): DeliveryHandOver {
  return {
    async handOver(order) {
      const { FailedEntryCount, Entries } = await bus.putEvents([
        {
          Source: REDELIVERY_EVENTS.source,
          DetailType: REDELIVERY_EVENTS.detailType,
          Detail: JSON.stringify(order),
        },
      ]);
      if (FailedEntryCount) {
        const [entry] = Entries ?? [];
        throw new Error(`EventBridge refused the redelivery: ${entry?.ErrorCode} ${entry?.ErrorMessage}`);
      }
    },
  };
}
