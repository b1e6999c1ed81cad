import type { MessageDispatch } from '#src/ports/message-dispatch';
import { MESSAGE_EVENTS } from '#src/routes';
import type { EventBus } from './event-bus';

/**
 * Hands messages to DeliverMessages as one event on the account's default bus; the stack's rule
 * for MESSAGE_EVENTS passes the detail on, with retries and the dead-letter queue behind it.
 */
export function eventBridgeMessageDispatch(bus: EventBus): MessageDispatch {
  return {
    async dispatch(purpose, messages) {
      const { FailedEntryCount, Entries } = await bus.putEvents([
        {
          Source: MESSAGE_EVENTS.source,
          DetailType: MESSAGE_EVENTS.detailType,
          Detail: JSON.stringify({ purpose, messages }),
        },
      ]);
      if (FailedEntryCount) {
        const [entry] = Entries ?? [];
        throw new Error(
          `EventBridge refused the ${purpose} messages: ${entry?.ErrorCode} ${entry?.ErrorMessage}`,
        );
      }
    },
  };
}
