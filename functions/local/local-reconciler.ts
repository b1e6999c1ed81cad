/**
 * The local stand-in for the reconciler's recurring schedule (docs/decisions/014): runs the
 * handler Lambda runs every minute, and never two runs at once. Its due times follow the movable
 * clock, so moving the clock (POST /api/dev/clock) past them hands unsent messages over again.
 */
import { log } from '#src/log';

export const LOCAL_RECONCILE_INTERVAL_MS = 60_000;

export interface LocalReconciler {
  /** Runs once now (after any run in progress). */
  run(): Promise<void>;
  stop(): Promise<void>;
}

export function startLocalReconciler(
  reconcile: () => Promise<unknown>,
  intervalMs = LOCAL_RECONCILE_INTERVAL_MS,
): LocalReconciler {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        await reconcile();
      } catch (error) {
        log.error('Local delivery reconciler failed', { error });
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
