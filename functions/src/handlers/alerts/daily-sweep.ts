/**
 * Invoked once a day by a recurring schedule: repairs the alert plans of the projects with a
 * deadline in the coming weeks (services/alerts/plan-reconciliation.ts, docs/decisions/015), touches
 * the alerts due soon so that the stream re-applies their schedules (services/alerts/daily-sweep.ts),
 * runs the data deletions that came due after a paid plan ended
 * (services/billing/delete-lapsed-data.ts, docs/decisions/011), and finishes any account closing a
 * failed run left midway (services/account/close-account.ts).
 */
import { unfinishedClosings } from '#src/composition/account';
import { alertSweep } from '#src/composition/alert-sweep';
import { lapsedDataDeletion } from '#src/composition/data-deletion';
import { alertPlanReconciliation } from '#src/composition/plan-reconciliation';
import { use } from '#src/composition/scope';
import { invocation } from '#src/invocation';
import { log } from '#src/log';
import type { SweepReport } from '#src/services/alerts/daily-sweep';

export const handler = invocation(async (): Promise<SweepReport> => {
  const report = await use(alertSweep)();
  log.info('Alert sweep finished', { ...report });
  // After the sweep, which is small and must not wait on it. An alert item it restores reaches
  // ApplySchedules through the stream like any other write.
  const plans = await use(alertPlanReconciliation)();
  log.info('Alert plan reconciliation finished', { ...plans });
  const dataDeletion = await use(lapsedDataDeletion)();
  log.info('Lapsed data deletion finished', { ...dataDeletion });
  const closings = await use(unfinishedClosings)();
  log.info('Unfinished account closings finished', { closings });
  return report;
});
