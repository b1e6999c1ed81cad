/**
 * Invoked every few minutes by a recurring schedule (locally by the local runtime's timer): hands
 * the messages claimed but not delivered in time back to deliver-alert (docs/decisions/014).
 */
import { deliveryReconciling } from '#src/composition/delivery-reconciling';
import { use } from '#src/composition/scope';
import { invocation } from '#src/invocation';
import { log } from '#src/log';
import type { ReconcileReport } from '#src/services/alerts/reconcile-deliveries';

export const handler = invocation(async (): Promise<ReconcileReport> => {
  const report = await use(deliveryReconciling)();
  if (report.handedOver + report.givenUp > 0) log.info('Alert deliveries reconciled', { ...report });
  return report;
});
