/** The daily sweep (services/alerts/daily-sweep.ts): the alert items only, no provider. */
import { type SweepReport, sweepAlerts } from '#src/services/alerts/daily-sweep';
import { alertRecords } from './alert-records';
import { clock } from './runtime';
import { schedulingWindowDays } from './scheduling-window';
import type { Part } from './scope';

export const alertSweep: Part<() => Promise<SweepReport>> = {
  build: (use) => {
    const dependencies = {
      clock: use(clock),
      schedulingWindowDays: use(schedulingWindowDays),
      alerts: use(alertRecords),
    };
    return () => sweepAlerts(dependencies);
  },
};
