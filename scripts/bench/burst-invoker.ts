/**
 * The burst bench's stand-in for EventBridge Scheduler and Lambda's asynchronous invocation, as AWS
 * runs the alert functions (infra/lib/alerts.ts): every due schedule invokes send-alert at least
 * once, at a jittered moment of its minute, some twice (Scheduler's delivery is at least once);
 * a send-alert that answers `sent` invokes deliver-alert with its order (the on-success
 * destination); a failed invocation is retried twice, after about one and then two minutes
 * (Lambda's retries of an asynchronous invocation). At most `sendConcurrency` send-alerts and
 * `deliverConcurrency` deliver-alerts run at once: a function's reserved concurrency, past which
 * Lambda keeps an asynchronous event queued instead of running it (not a failed try).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { AlertPayload } from '../../functions/src/ports/scheduler';

export interface BurstInvokerOptions {
  sendAlert(payload: AlertPayload): Promise<unknown>;
  deliverAlert(order: unknown): Promise<unknown>;
  sendConcurrency: number;
  deliverConcurrency: number;
  /** Scheduler fires within its minute. */
  jitterMs: number;
  /** Share of schedules invoked a second time. */
  repeatShare: number;
  /** Lambda's waits before its two retries. */
  retryDelaysMs: [number, number];
  random: () => number;
}

export interface BurstInvocations {
  sendInvocations: number;
  deliverInvocations: number;
  /** Invocations retried after a failure (send or deliver). */
  retries: number;
  /** Invocations that failed all three tries (left to the reconciler). */
  givenUp: number;
}

function semaphore(limit: number) {
  let free = limit;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

const isSent = (result: unknown) =>
  typeof result === 'object' &&
  result !== null &&
  (result as { outcome?: { status?: unknown } }).outcome?.status === 'sent';

export async function invokeBurst(
  payloads: AlertPayload[],
  options: BurstInvokerOptions,
): Promise<BurstInvocations> {
  const counts: BurstInvocations = { sendInvocations: 0, deliverInvocations: 0, retries: 0, givenUp: 0 };
  const sendSlot = semaphore(options.sendConcurrency);
  const deliverSlot = semaphore(options.deliverConcurrency);

  /** One asynchronous invocation with Lambda's two retries; each try takes a concurrency slot. */
  async function asynchronously<T>(
    slot: ReturnType<typeof semaphore>,
    invoke: () => Promise<T>,
  ): Promise<T | undefined> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await slot(invoke);
      } catch {
        const delay = options.retryDelaysMs[attempt];
        if (delay === undefined) {
          counts.givenUp += 1;
          return undefined;
        }
        counts.retries += 1;
        await sleep(delay);
      }
    }
  }

  async function fire(payload: AlertPayload, delayMs: number) {
    await sleep(delayMs);
    const result = await asynchronously(sendSlot, () => {
      counts.sendInvocations += 1;
      return options.sendAlert(payload);
    });
    if (!isSent(result)) return;
    // The destination receives the result as Lambda serialises it.
    const order: unknown = JSON.parse(JSON.stringify(result));
    await asynchronously(deliverSlot, () => {
      counts.deliverInvocations += 1;
      return options.deliverAlert(order);
    });
  }

  const jitter = () => options.random() * options.jitterMs;
  await Promise.all(
    payloads.flatMap((payload) => [
      fire(payload, jitter()),
      ...(options.random() < options.repeatShare ? [fire(payload, jitter())] : []),
    ]),
  );
  return counts;
}
