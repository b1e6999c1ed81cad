/** Keeping alert schedules in step with projects and plans (services/alerts/alert-sync.ts). */
import type { AlertSync } from '#ports/alert-sync';
import { type AlertSyncService, createAlertSync } from '../services/alerts/alert-sync';
import { alertRecords, deliveryClaims } from './alert-records';
import { clock } from './runtime';
import { scheduler } from './scheduler';
import type { Part } from './scope';
import { projects } from './stores';

export const alertSync: Part<AlertSyncService> = {
  build: (use) =>
    createAlertSync({
      clock: use(clock),
      alerts: use(alertRecords),
      scheduler: use(scheduler),
      claims: use(deliveryClaims),
      projects: use(projects),
    }),
};

/** What project saves and deletions tell about alerts: the alert sync (API tests record it instead). */
export const projectAlerts: Part<AlertSync> = { build: (use) => use(alertSync) };
