/**
 * Keeping alert items in step with projects and plans (services/alerts/alert-sync.ts), for the
 * SyncAlerts stream function: the table's stores and the delivery claims, no provider.
 */
import type { UserItemOf } from '#src/ports/user-items';
import { type AlertSyncService, createAlertSync } from '#src/services/alerts/alert-sync';
import { readUserItem } from '#src/store/user-items';
import { alertRecords, deliveryClaims } from './alert-records';
import { clock } from './runtime';
import { schedulingWindowDays } from './scheduling-window';
import type { Part } from './scope';
import { projects, users } from './stores';

export const alertSync: Part<AlertSyncService> = {
  build: (use) =>
    createAlertSync({
      clock: use(clock),
      schedulingWindowDays: use(schedulingWindowDays),
      alerts: use(alertRecords),
      claims: use(deliveryClaims),
      projects: use(projects),
      users: use(users),
    }),
};

/** Which user item a change is about: the store's reading of its own items. */
export const userItemOf: Part<UserItemOf> = { build: () => readUserItem };
