import { type EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { DeliveryHandOver } from '#ports/delivery-hand-over';
import { REDELIVERY_EVENTS } from '../../routes';

/**
 * Hands an alert's unsent messages to deliver-alert as one event on the account's default bus; the
 * stack's rule for REDELIVERY_EVENTS passes the detail on, with retries and the dead-letter queue.
 */
export function eventBridgeDeliveryHandOver(client: EventBridgeClient): DeliveryHandOver {
  return {
    async handOver(order) {
      const { FailedEntryCount, Entries } = await client.send(
        new PutEventsCommand({
          Entries: [
            {
              Source: REDELIVERY_EVENTS.source,
              DetailType: REDELIVERY_EVENTS.detailType,
              Detail: JSON.stringify(order),
            },
          ],
        }),
      );
      if (FailedEntryCount) {
        const [entry] = Entries ?? [];
        throw new Error(`EventBridge refused the redelivery: ${entry?.ErrorCode} ${entry?.ErrorMessage}`);
      }
    },
  };
}
