/**
 * Invoked by the stack's EventBridge rule with the detail of a MessageDispatch event
 * (ports/message-dispatch.ts). Throwing (every message failed) asks Lambda to retry, then to
 * dead-letter the request.
 */

import { messageDelivery } from '#src/composition/message-delivery';
import { use } from '#src/composition/scope';
import { invocation } from '#src/invocation';
import { log } from '#src/log';
import { messageRequestSchema } from '#src/ports/outgoing-message-schema';
import type { DeliveryReport } from '#src/services/messages/deliver-messages';

export const handler = invocation(async (event: unknown): Promise<DeliveryReport | { status: 'invalid' }> => {
  const request = messageRequestSchema.safeParse(event);
  if (!request.success) {
    // A retry would read the same event: report it and stop.
    log.error('deliver-messages received an event that is not a message request', {
      issues: request.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
    return { status: 'invalid' };
  }
  const report = await use(messageDelivery)(request.data);
  log.info('Messages delivered', { purpose: request.data.purpose, ...report });
  return report;
});
