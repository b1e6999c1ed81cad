/**
 * Invoked by Lambda's on-success destination of send-alert with send-alert's answer, a delivery
 * order (docs/decisions/007); locally by the local runtime the same way. Throwing (every message
 * failed) asks Lambda to retry, then to dead-letter the order.
 */
import { alertDelivery } from '#src/composition/alert-delivery';
import { use } from '#src/composition/scope';
import { invocation } from '#src/invocation';
import { log } from '#src/log';
import { deliveryOrderSchema } from '#src/ports/delivery-order';
import type { DeliveryReport } from '#src/services/alerts/deliver-alert';

export const handler = invocation(async (event: unknown): Promise<DeliveryReport | { status: 'invalid' }> => {
  const order = deliveryOrderSchema.safeParse(event);
  if (!order.success) {
    // A retry would read the same event: report it and stop.
    log.error('deliver-alert received an event that is not a delivery order', {
      issues: order.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
    return { status: 'invalid' };
  }
  const story = order.data.alert?.correlationId;
  if (story) log.setCorrelationId(story);
  const report = await use(alertDelivery)(order.data);
  if (order.data.messages.length > 0) log.info('Alert delivered', { alert: order.data.alert, ...report });
  return report;
});
