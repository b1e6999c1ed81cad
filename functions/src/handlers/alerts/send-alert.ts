/**
 * Invoked by an alert's EventBridge Scheduler schedule (locally by the local scheduler) with the
 * ids of one alert. Throwing asks the invoker to retry: Lambda's asynchronous retries in AWS.
 */
import { ALERT_OFFSETS_DAYS, type AlertKey } from '@lienclock/shared';
import * as z from 'zod/mini';
import { alertSending } from '../../composition/alert-sending';
import { use } from '../../composition/scope';
import { log } from '../../log';
import type { SendAlertOutcome } from '../../services/alerts/send-alert';

const ALERT_KEYS: AlertKey[] = [...ALERT_OFFSETS_DAYS.map((days) => `d${days}` as const), 'due'];

const alertPayloadSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  deadlineId: z.string().check(z.minLength(1)),
  alertKey: z.enum(ALERT_KEYS),
});

export async function handler(event: unknown): Promise<SendAlertOutcome | { status: 'invalid' }> {
  const payload = alertPayloadSchema.safeParse(event);
  if (!payload.success) {
    // A retry would read the same payload: report it and stop.
    log.error('send-alert received a payload that is not an alert', { event });
    return { status: 'invalid' };
  }
  const outcome = await use(alertSending)(payload.data);
  log.info('Alert handled', { alert: payload.data, outcome });
  return outcome;
}
