/**
 * Invoked every few minutes by a recurring schedule (locally by the local runtime's timer): hands
 * the messages claimed but not delivered in time back to deliver-alert (docs/decisions/014).
 */
import { deliveryReconciling } from '../../composition/delivery-reconciling';
import { use } from '../../composition/scope';
import { log } from '../../log';
import type { ReconcileReport } from '../../services/alerts/reconcile-deliveries';

export async function handler(): Promise<ReconcileReport> {
  const report = await use(deliveryReconciling)();
  if (report.handedOver + report.givenUp > 0) log.info('Alert deliveries reconciled', { ...report });
  return report;
}
