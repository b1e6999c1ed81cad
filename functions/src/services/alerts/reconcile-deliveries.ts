/**
 * Nothing claimed is lost (docs/decisions/014): every few minutes, the messages claimed but still
 * unsent past REDELIVER_AFTER_MS — a crash between claim and hand-off, a hand-off EventBridge
 * dropped, a delivery Lambda gave up on — are handed to deliver-alert again, one order per alert.
 * Deliver-alert's records make that safe: it skips what went out meanwhile. A message handed over
 * MAX_REDELIVERIES times is given up as `failed` and logged for the alarm.
 */

import { ALERT_METRICS, LOG_MESSAGES } from '@lienminder/shared';
import { log } from '#src/log';
import type { AlertDeliveries, PendingDelivery } from '#src/ports/alert-deliveries';
import type { Clock } from '#src/ports/clock';
import type { DeliveryHandOver } from '#src/ports/delivery-hand-over';
import type { DeliveryOrder } from '#src/ports/delivery-order';
import type { OperationMetrics } from '#src/ports/metrics';
import { MAX_REDELIVERIES, REDELIVER_AFTER_MS } from './redelivery';

/** The log message the stack's metric filter matches: change both together. */
export const ALERT_MESSAGE_GIVEN_UP = LOG_MESSAGES.alertMessageGivenUp;

export interface ReconcileDependencies {
  clock: Clock;
  deliveries: Pick<AlertDeliveries, 'listDue' | 'rearmDue' | 'giveUp'>;
  handOver: DeliveryHandOver;
  metrics: OperationMetrics;
}

export interface ReconcileReport {
  /** Messages handed to deliver-alert again. */
  handedOver: number;
  /** Alerts (orders) they made. */
  alerts: number;
  givenUp: number;
}

const alertOf = (record: PendingDelivery) =>
  `${record.userId}#${record.projectId}#${record.deadlineId}#${record.alertKey}`;

export async function reconcileDeliveries(dependencies: ReconcileDependencies): Promise<ReconcileReport> {
  const { clock, deliveries, handOver } = dependencies;
  const now = clock.now();
  const due = await deliveries.listDue(now);
  const byAlert = new Map<string, PendingDelivery[]>();
  let givenUp = 0;
  for (const record of due) {
    if (record.redeliveries >= MAX_REDELIVERIES) {
      if (await deliveries.giveUp(record, `not delivered after ${MAX_REDELIVERIES} hand-overs`, now)) {
        givenUp += 1;
        dependencies.metrics.count(ALERT_METRICS.givenUp, { channel: record.channel });
        log.error(ALERT_MESSAGE_GIVEN_UP, {
          alert: { userId: record.userId, projectId: record.projectId, deadlineId: record.deadlineId },
          alertKey: record.alertKey,
          channel: record.channel,
          reason: record.reason,
        });
      }
      continue;
    }
    // Re-armed first: a second run meanwhile finds it not due (or loses the race and skips it).
    if (!(await deliveries.rearmDue(record, new Date(now.getTime() + REDELIVER_AFTER_MS)))) continue;
    byAlert.set(alertOf(record), [...(byAlert.get(alertOf(record)) ?? []), record]);
  }
  for (const records of byAlert.values()) {
    const [first] = records as [PendingDelivery, ...PendingDelivery[]];
    const messages = records.map((record) => record.message);
    const order: DeliveryOrder = {
      alert: {
        userId: first.userId,
        projectId: first.projectId,
        deadlineId: first.deadlineId,
        alertKey: first.alertKey,
      },
      outcome: {
        status: 'sent',
        emails: messages.filter((message) => message.channel === 'email').length,
        texts: messages.filter((message) => message.channel === 'sms').length,
        textsWithheld: null,
      },
      messages,
    };
    await handOver.handOver(order);
  }
  const handedOver = [...byAlert.values()].reduce((count, records) => count + records.length, 0);
  return { handedOver, alerts: byAlert.size, givenUp };
}
