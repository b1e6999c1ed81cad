/**
 * Invoked by the stack's EventBridge rule with each event SES publishes for the configuration set
 * (a delivery, a bounce, a complaint): the event is the rule's `detail`, in SES's own notification
 * format, which the local runtime's `POST /api/dev/ses-event` hands here too. Throwing asks Lambda to
 * retry, then to dead-letter the event.
 */
import { alertDeliveries } from '#src/composition/alert-records';
import { suppressionOutcomes } from '#src/composition/deliverability';
import { operationMetrics } from '#src/composition/metrics';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { projects, userLookup } from '#src/composition/stores';
import { invocation } from '#src/invocation';
import { log } from '#src/log';
import {
  type EmailEventResult,
  recordEmailEvent,
  sesEventSchema,
} from '#src/services/deliverability/email-events';

export const handler = invocation(async (event: unknown): Promise<EmailEventResult | 'invalid'> => {
  const parsed = sesEventSchema.safeParse(event);
  if (!parsed.success) {
    // A retry would read the same event: report it and stop.
    log.error('email-events received an event that is not an SES event', {
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
    return 'invalid';
  }
  return recordEmailEvent(
    {
      deliveries: use(alertDeliveries),
      suppressions: use(suppressionOutcomes),
      projects: use(projects),
      users: use(userLookup),
      clock: use(clock),
      metrics: use(operationMetrics),
    },
    parsed.data,
  );
});
