/**
 * What invokes the functions no HTTP request reaches, run inside the local server as AWS runs it
 * (docs/decisions/007): the table's stream feeds the stream functions (./table-stream.ts), alert
 * schedules fire send-alert (./local-scheduler.ts), and send-alert's result goes to its on-success
 * destination, deliver-alert (./on-success-destination.ts); the delivery reconciler runs on a timer
 * (./local-reconciler.ts). Every handler is the one the routes manifest names, as CDK bundles it.
 * Also registers the dev routes (./dev-routes.ts) when asked.
 */

import { localClock } from '#local/adapters/movable-clock';
import type { LocalDynamoDb } from '#src/config';
import type { AlertPayload } from '#src/ports/scheduler';
import { ALERT_FUNCTIONS } from '#src/routes';
import { registerDevRoutes } from './dev-routes';
import { importFunction } from './handler-module';
import { startLocalReconciler } from './local-reconciler';
import { startLocalScheduler } from './local-scheduler';
import { withOnSuccessDestination } from './on-success-destination';
import { loadStreamFunctions } from './stream-functions';
import { openTableStream, STREAM_POLL_INTERVAL_MS } from './table-stream';

/** DynamoDB Local's endpoint and the app's key. */
export interface LocalEventSourcesOptions extends LocalDynamoDb {
  tableName: string;
  /** Where the stream reader keeps its positions; only for an on-disk database. */
  streamCheckpointFile?: string;
  /** Register the dev routes, answering requests from this address only; omitted: no dev routes. */
  devRoutes?: { publicUrl: URL };
}

export interface LocalEventSources {
  stop(): Promise<void>;
}

/** Call after the environment the handlers read is in place, and after ensureTable. */
export async function startLocalEventSources(options: LocalEventSourcesOptions): Promise<LocalEventSources> {
  const { getApp } = await import('./app');
  // Assembling the app also hands deliver-alert and apply-schedules, which hold no table in AWS,
  // the outbox and schedules the local runtime keeps in the table (app.ts).
  const app = getApp();
  const { localSchedules, outbox } = app.alerting;
  if (!localSchedules || !outbox) throw new Error('Local alerts need the local runtime (RUNTIME=local)');
  const [sendAlert, deliverAlert, reconcileDeliveries, emailEvents, streamFunctions] = await Promise.all([
    importFunction<AlertPayload, unknown>(ALERT_FUNCTIONS.sendAlert),
    importFunction<unknown, unknown>(ALERT_FUNCTIONS.deliverAlert),
    importFunction<void, unknown>(ALERT_FUNCTIONS.reconcileDeliveries),
    importFunction<unknown, unknown>(ALERT_FUNCTIONS.emailEvents),
    loadStreamFunctions(),
  ]);

  const stream = await openTableStream({
    endpoint: options.endpoint,
    accessKeyId: options.accessKeyId,
    tableName: options.tableName,
    consumers: streamFunctions,
    checkpointFile: options.streamCheckpointFile,
    pollEveryMs: STREAM_POLL_INTERVAL_MS,
  });
  const scheduler = startLocalScheduler({
    schedules: localSchedules,
    clock: localClock,
    fire: withOnSuccessDestination(sendAlert, deliverAlert, {
      destinationName: ALERT_FUNCTIONS.deliverAlert.name,
    }),
  });
  const reconciler = startLocalReconciler(reconcileDeliveries);
  // In AWS the daily sweep runs every morning; locally on every start and every move of the clock,
  // so the alerts that came into the scheduling window while the server was off get their schedules.
  await app.alerting.sweep();
  if (options.devRoutes) {
    registerDevRoutes({
      outbox,
      clock: localClock,
      scheduler,
      stream,
      sweep: () => app.alerting.sweep(),
      billing: app.billing,
      emailEvents,
      publicUrl: options.devRoutes.publicUrl,
    });
  }
  return {
    async stop() {
      await scheduler.stop();
      await reconciler.stop();
      await stream.stop();
    },
  };
}
