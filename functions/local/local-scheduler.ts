/**
 * The local stand-in for EventBridge Scheduler: every few seconds, and at once on start, it reads
 * the schedules that are due (one Query on the index, see store/local-schedules.ts) and invokes
 * send-alert (./event-sources.ts gives it the handler Lambda runs) with the same payload. Schedules
 * live in the table, so an alert that came due while the server was off fires on the next start;
 * send-alert itself skips it if the deadline's legal last day has passed.
 */

import type { LocalSchedules } from '#local/store/local-schedules';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import type { AlertPayload } from '#src/ports/scheduler';

/** Like Scheduler's retry policy (2 retries): the third failed invocation drops the schedule. */
const MAX_INVOCATIONS = 3;
/** Lambda retries a failed asynchronous invocation after about a minute. */
const RETRY_DELAY_MS = 60_000;
export const LOCAL_SCHEDULER_INTERVAL_MS = 5_000;

export interface LocalSchedulerOptions {
  schedules: LocalSchedules;
  clock: Clock;
  /** Invokes send-alert (and, as Lambda would, its on-success destination). */
  fire(payload: AlertPayload): Promise<unknown>;
  intervalMs?: number;
}

export interface LocalScheduler {
  /** Fires what is due now; resolves with how many schedules fired. Ticks never overlap. */
  tick(): Promise<number>;
  /**
   * Runs `prepare` (a clock move and the work it brings) and then fires what is due, as one tick:
   * the timer's own tick cannot fire in between and take what this one should report.
   */
  tickAfter(prepare: () => Promise<void>): Promise<number>;
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
          error,
        });
        try {
          if (attempts >= MAX_INVOCATIONS) await schedules.removeFired(schedule);
          else await schedules.retryAt(schedule, new Date(clock.now().getTime() + RETRY_DELAY_MS));
        } catch (bookkeeping) {
          log.warn('Local schedule changed while it fired', {
            schedule: schedule.name,
            error: bookkeeping,
          });
        }
      }
    }
    return due.length;
  }

  /** Queues `run` behind the ticks before it; a failure is the caller's, and the queue goes on. */
  const enqueue = (run: () => Promise<number>) => {
    const done = running.then(run, run);
    running = done.catch((error: unknown) => {
      log.error('Local alert scheduler tick failed', { error });
      return 0;
    });
    return done;
  };
  const tick = () => enqueue(fireDue).catch(() => 0);
  const tickAfter = (prepare: () => Promise<void>) =>
    enqueue(async () => {
      await prepare();
      return fireDue();
    });

  const timer = setInterval(() => void tick(), options.intervalMs ?? LOCAL_SCHEDULER_INTERVAL_MS);
  timer.unref();
  void tick();

  return {
    tick,
    tickAfter,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
