/**
 * Invoked by an alert's EventBridge Scheduler schedule (locally by the local scheduler) with the
 * ids of one alert. Its answer is the delivery order Lambda's on-success destination hands to
 * deliver-alert (docs/decisions/007). Throwing asks the invoker to retry: Lambda's asynchronous
 * retries in AWS.
 */
import { alertSending } from '#src/composition/alert-sending';
import { use } from '#src/composition/scope';
import { invocation } from '#src/invocation';
import { log } from '#src/log';
import { alertPayloadSchema } from '#src/ports/alert-payload-schema';
import type { DeliveryOrder } from '#src/ports/delivery-order';

export const handler = invocation(async (event: unknown): Promise<DeliveryOrder> => {
  const payload = alertPayloadSchema.safeParse(event);
  if (!payload.success) {
    // A retry would read the same payload: report it and stop.
    log.error('send-alert received a payload that is not an alert', { event });
    return { alert: null, outcome: { status: 'invalid' }, messages: [] };
  }
  // The order names the alert with its story, so deliver-alert logs under it too.
  if (payload.data.correlationId) log.setCorrelationId(payload.data.correlationId);
  const order = await use(alertSending)(payload.data);
  log.info('Alert handled', { alert: order.alert, outcome: order.outcome });
  return order;
});
