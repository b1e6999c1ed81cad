/** The daily sweep (services/alerts/daily-sweep.ts): re-creates alert schedules that went missing. */
import { type SweepReport, sweepAlerts } from '../services/alerts/daily-sweep';
import { alertRecords } from './alert-records';
import { operatorNotices } from './operator-notices';
import { clock } from './runtime';
import { scheduler } from './scheduler';
import type { Part } from './scope';

export const alertSweep: Part<() => Promise<SweepReport>> = {
  build: (use) => {
    const dependencies = {
      clock: use(clock),
      alerts: use(alertRecords),
      scheduler: use(scheduler),
      notices: use(operatorNotices),
    };
    return () => sweepAlerts(dependencies);
  },
};
