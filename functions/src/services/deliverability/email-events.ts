/**
 * What SES reports about an alert email after taking it, through the configuration set's event
 * destination (the default event bus in AWS; `POST /api/dev/ses-event` locally): a delivery, a
 * bounce or a complaint, recorded on the message's delivery record. A permanent bounce or a
 * complaint puts the address on the account's suppression list, so no alert email goes to it
 * again until the account holder saves it again or its reader asks for them again; the account
 * holder's next alert email names the alert it missed. A transient bounce is SES still trying: nothing
 * changes. Event format: https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html
 */
import { ALERT_METRICS } from '@lienminder/shared';
import * as z from 'zod/mini';
import { log } from '#src/log';
import type { AlertDeliveries, OutcomeReport } from '#src/ports/alert-deliveries';
import type { Clock } from '#src/ports/clock';
import type { OperationMetrics } from '#src/ports/metrics';
import type { SuppressionList } from '#src/ports/suppressions';
import { maskedRecipient } from '#src/services/messaging/masked-recipient';
import { type MissedAlertDependencies, noteMissedAlert } from './missed-alerts';

const recipient = z.object({ emailAddress: z.string(), diagnosticCode: z.optional(z.string()) });

export const sesEventSchema = z.object({
  eventType: z.string(),
  mail: z.object({ messageId: z.string().check(z.minLength(1)) }),
  bounce: z.optional(
    z.object({
      bounceType: z.string(),
      bounceSubType: z.optional(z.string()),
      bouncedRecipients: z.array(recipient),
      timestamp: z.optional(z.string()),
    }),
  ),
  complaint: z.optional(
    z.object({ complainedRecipients: z.array(recipient), timestamp: z.optional(z.string()) }),
  ),
  delivery: z.optional(z.object({ timestamp: z.optional(z.string()) })),
});

export type SesEvent = z.infer<typeof sesEventSchema>;

export interface EmailEventDependencies extends MissedAlertDependencies {
  deliveries: Pick<AlertDeliveries, 'findSent' | 'recordOutcome'>;
  suppressions: Pick<SuppressionList, 'suppress' | 'noteMissed'>;
  clock: Clock;
  metrics: OperationMetrics;
}

export type EmailEventResult = 'recorded' | 'suppressed' | 'ignored' | 'unknown_message';

export async function recordEmailEvent(
  dependencies: EmailEventDependencies,
  event: SesEvent,
): Promise<EmailEventResult> {
  const { deliveries, suppressions, clock } = dependencies;
  const record = await deliveries.findSent(event.mail.messageId);
  // An email that is not an alert's (a password reset, a payment notice) has no delivery record.
  if (!record) return 'unknown_message';
  const at = clock.now();
  const report = (outcome: OutcomeReport['outcome'], detail: string | null) =>
    deliveries.recordOutcome(record, { outcome, at: at.toISOString(), detail });

  if (event.eventType === 'Delivery') {
    await report('delivered', null);
    dependencies.metrics.count(ALERT_METRICS.delivered, { channel: 'email' });
    return 'recorded';
  }
  const bounced = event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent';
  const complained = event.eventType === 'Complaint';
  if (!bounced && !complained) {
    if (event.eventType === 'Bounce') {
      log.info('Transient email bounce: SES keeps trying', { recipient: maskedRecipient(record) });
    }
    return 'ignored';
  }
  const named = (bounced ? event.bounce?.bouncedRecipients : event.complaint?.complainedRecipients) ?? [];
  const ours = named.find((entry) => entry.emailAddress.toLowerCase() === record.to.toLowerCase());
  const detail = bounced ? (ours?.diagnosticCode ?? event.bounce?.bounceSubType ?? null) : null;
  const reason = bounced ? 'bounced' : 'complained';
  await report(reason, detail);
  if (bounced) dependencies.metrics.count(ALERT_METRICS.bounced, { channel: 'email' });
  await suppressions.suppress(record.userId, {
    channel: 'email',
    address: record.to,
    reason,
    at: at.toISOString(),
  });
  await noteMissedAlert(dependencies, record, reason, at);
  log.info('Alert email address suppressed', { recipient: maskedRecipient(record), reason });
  return 'suppressed';
}
