/**
 * The local stand-in for EventBridge Scheduler: every few seconds, and at once on start, it reads
 * the schedules that are due (one Query on the index, see src/store/local-schedules.ts) and invokes
 * the same send-alert handler Lambda runs, with the same payload. Schedules live in the table, so
 * an alert that came due while the server was off fires on the next start; send-alert itself
 * skips it if the deadline's legal last day has passed.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { localClock } from '../src/adapters/local/movable-clock';
import { describeError, log } from '../src/log';
import type { Clock } from '../src/ports/clock';
import type { AlertPayload } from '../src/ports/scheduler';
import { ALERT_FUNCTIONS } from '../src/routes';
import type { LocalSchedules } from '../src/store/local-schedules';
import { registerDevRoutes } from './dev-routes';

/** Like Scheduler's retry policy (2 retries): the third failed invocation drops the schedule. */
const MAX_INVOCATIONS = 3;
/** Lambda retries a failed asynchronous invocation after about a minute. */
const RETRY_DELAY_MS = 60_000;
export const LOCAL_SCHEDULER_INTERVAL_MS = 5_000;

export interface LocalSchedulerOptions {
  schedules: LocalSchedules;
  clock: Clock;
  /** Invokes send-alert. */
  fire(payload: AlertPayload): Promise<unknown>;
  intervalMs?: number;
}

export interface LocalScheduler {
  /** Fires what is due now; resolves with how many schedules fired. Ticks never overlap. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export function startLocalScheduler(options: LocalSchedulerOptions): LocalScheduler {
  const { schedules, clock, fire } = options;
  let running: Promise<number> = Promise.resolve(0);

  async function fireDue(): Promise<number> {
    const due = await schedules.listDue(clock.now());
    for (const schedule of due) {
      try {
        await fire(schedule.payload);
        await schedules.removeFired(schedule);
      } catch (error) {
        const attempts = schedule.attempts + 1;
        log.warn('Local alert invocation failed', {
          schedule: schedule.name,
          attempts,
          error: describeError(error),
        });
        try {
          if (attempts >= MAX_INVOCATIONS) await schedules.removeFired(schedule);
          else await schedules.retryAt(schedule, new Date(clock.now().getTime() + RETRY_DELAY_MS));
        } catch (bookkeeping) {
          log.warn('Local schedule changed while it fired', {
            schedule: schedule.name,
            error: describeError(bookkeeping),
          });
        }
      }
    }
    return due.length;
  }

  const tick = () => {
    running = running.then(fireDue, fireDue).catch((error: unknown) => {
      log.error('Local alert scheduler tick failed', { error: describeError(error) });
      return 0;
    });
    return running;
  };

  const timer = setInterval(() => void tick(), options.intervalMs ?? LOCAL_SCHEDULER_INTERVAL_MS);
  timer.unref();
  void tick();

  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

const handlersDir = fileURLToPath(new URL('../src/handlers/', import.meta.url));

/**
 * The local server's alerts: its scheduler (the app's schedules on the local clock, firing the
 * send-alert handler the routes manifest names, as CDK names it for the Lambda function) and the
 * dev routes. Call after the environment the handlers read is in place.
 */
export async function startLocalAlerts(): Promise<LocalScheduler> {
  const { getApp } = await import('../src/app');
  const app = await getApp();
  const { localSchedules, outbox } = app.alerting;
  if (!localSchedules || !outbox) throw new Error('Local alerts need the local runtime (RUNTIME=local)');
  const entry = pathToFileURL(join(handlersDir, `${ALERT_FUNCTIONS.sendAlert.entry}.ts`)).href;
  const { handler } = (await import(entry)) as { handler: (payload: AlertPayload) => Promise<unknown> };
  const scheduler = startLocalScheduler({ schedules: localSchedules, clock: localClock, fire: handler });
  registerDevRoutes({ outbox, clock: localClock, scheduler });
  return scheduler;
}
