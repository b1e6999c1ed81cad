/**
 * How a table function has messages sent (ports/message-dispatch.ts): in AWS an EventBridge event to
 * DeliverMessages; locally the app hands over a dispatch that sends at once through the alert
 * providers (functions/local/app.ts), which this file must not import: they would join every bundle that uses it.
 */

import { regionalEventBus } from '#src/adapters/aws/event-bus';
import { eventBridgeMessageDispatch } from '#src/adapters/aws/eventbridge-message-dispatch';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { Part } from './scope';

export const messageDispatch: Part<MessageDispatch> = {
  build: () => eventBridgeMessageDispatch(regionalEventBus()),
};
