/** The daily reconciliation of alert plans (services/alerts/plan-reconciliation.ts): table only. */
import type { PlanDayIndex } from '#src/ports/plan-day-index';
import { type PlanReconciliationReport, reconcileAlertPlans } from '#src/services/alerts/plan-reconciliation';
import { dynamoPlanDayIndex } from '#src/store/plan-day-index';
import { alertSync } from './alert-sync';
import { clock, config } from './runtime';
import type { Part } from './scope';
import { tableClient } from './stores';

/** Projects by the date of their next deadline (store/plan-days.ts). */
export const planDayIndex: Part<PlanDayIndex> = {
  build: (use) => dynamoPlanDayIndex(use(tableClient), use(config).tableName),
};

export const alertPlanReconciliation: Part<() => Promise<PlanReconciliationReport>> = {
  build: (use) => {
    const dependencies = { clock: use(clock), index: use(planDayIndex), sync: use(alertSync) };
    return () => reconcileAlertPlans(dependencies);
  },
};
