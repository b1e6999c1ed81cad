/**
 * Twilio's status callback for an alert text (`POST /sms/status`, signed like `/sms/incoming`):
 * `delivered`, `undelivered` or `failed` with the carrier's error code, recorded on the text's
 * delivery record. Error 21610 means the number unsubscribed at the carrier (it texted STOP to
 * another of the sender's numbers, or the carrier blocks it): an opt-out goes into the consent log,
 * so nothing is texted to it until it texts START. A number that keeps failing
 * (FAILURES_BEFORE_SUPPRESSION in a row, no delivery between) goes on the account's suppression
 * list like a bounced address. Other states (queued, sent) say nothing new and are ignored.
 * https://www.twilio.com/docs/messaging/guides/track-outbound-message-status
 */
import { ALERT_METRICS, textStatusSchema } from '@lienminder/shared';
import { log } from '#src/log';
import type { AlertDeliveries } from '#src/ports/alert-deliveries';
import type { Clock } from '#src/ports/clock';
import type { ConsentRecorder } from '#src/ports/consent-log';
import type { IdGenerator } from '#src/ports/ids';
import type { OperationMetrics } from '#src/ports/metrics';
import type { SuppressionList } from '#src/ports/suppressions';
import { type ConsentOrigin, consentRecord } from '#src/services/messaging/consent-record';
import { maskedRecipient } from '#src/services/messaging/masked-recipient';
import { parseRequest } from '#src/services/validation';
import { type MissedAlertDependencies, noteMissedAlert } from './missed-alerts';

/** Twilio: "Attempt to send to unsubscribed recipient". */
export const CARRIER_OPT_OUT_ERROR = '21610';
/** Failures in a row after which a number is suppressed: one is a phone switched off, three a number that is gone. */
export const FAILURES_BEFORE_SUPPRESSION = 3;

export interface TextStatusDependencies extends MissedAlertDependencies {
  deliveries: Pick<AlertDeliveries, 'findSent' | 'recordOutcome'>;
  suppressions: Pick<SuppressionList, 'suppress' | 'countFailure' | 'clearFailures' | 'noteMissed'>;
  consents: ConsentRecorder;
  clock: Clock;
  ids: IdGenerator;
  publicUrl: URL;
  metrics: OperationMetrics;
}

export type TextStatusResult =
  | 'delivered'
  | 'undelivered'
  | 'opted_out'
  | 'suppressed'
  | 'ignored'
  | 'unknown_message';

export async function recordTextStatus(
  dependencies: TextStatusDependencies,
  params: Record<string, string>,
  origin: ConsentOrigin,
): Promise<TextStatusResult> {
  const {
    MessageSid: messageSid,
    MessageStatus: status,
    ErrorCode: errorCode,
  } = parseRequest(textStatusSchema, params);
  if (status !== 'delivered' && status !== 'undelivered' && status !== 'failed') return 'ignored';
  const { deliveries, suppressions, clock } = dependencies;
  // A text that is not an alert's (an opt-in confirmation) has no delivery record.
  const record = await deliveries.findSent(messageSid);
  if (record?.channel !== 'sms') return 'unknown_message';
  const at = clock.now();
  await deliveries.recordOutcome(record, {
    outcome: status,
    at: at.toISOString(),
    detail: errorCode ?? null,
  });
  // Undelivered or failed after Twilio took it: the carrier's bounce, beside the refusals at the
  // hand-off that deliver-alert counts as failed.
  const counted = status === 'delivered' ? ALERT_METRICS.delivered : ALERT_METRICS.bounced;
  dependencies.metrics.count(counted, { channel: 'sms' });
  if (status === 'delivered') {
    await suppressions.clearFailures(record.userId, record.to);
    return 'delivered';
  }
  if (errorCode === CARRIER_OPT_OUT_ERROR) {
    await dependencies.consents.record({
      // Twilio reports a status more than once: the consent log keeps one record per message.
      messageSid,
      record: consentRecord(dependencies, {
        phone: record.to,
        name: null,
        origin,
        at,
        consentText: `Twilio error ${CARRIER_OPT_OUT_ERROR}: the number unsubscribed at the carrier`,
        action: 'opt_out',
        source: 'carrier_opt_out',
        userId: record.userId,
        projectId: record.projectId,
      }),
    });
    await noteMissedAlert(dependencies, record, 'undelivered', at);
    log.info('Alert text refused: the number opted out at the carrier', {
      recipient: maskedRecipient(record),
    });
    return 'opted_out';
  }
  await noteMissedAlert(dependencies, record, 'undelivered', at);
  const failures = await suppressions.countFailure(record.userId, record.to, at);
  if (failures < FAILURES_BEFORE_SUPPRESSION) return 'undelivered';
  await suppressions.suppress(record.userId, {
    channel: 'sms',
    address: record.to,
    reason: 'failing',
    at: at.toISOString(),
  });
  log.info('Alert phone suppressed after repeated failures', {
    recipient: maskedRecipient(record),
    failures,
  });
  return 'suppressed';
}
