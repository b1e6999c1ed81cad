/**
 * Sending within a provider's rate from many Lambdas at once, none of which sees the others: a call
 * the provider refuses for its rate is tried again after a back-off with full jitter, doubling up
 * to a cap, until a deadline inside deliver-alert's 30-second timeout
 * (https://docs.aws.amazon.com/general/latest/gr/api-retries.html). A refusal for the rate means the
 * message was not taken, so trying again cannot double it. Past the deadline the refusal fails the
 * message, which deliver-alert records and its invoker retries.
 */
import { setTimeout } from 'node:timers/promises';
import { type Clock, systemClock } from '#src/ports/clock';

export interface RatePacing {
  /** No new attempt starts after this long. */
  giveUpAfterMs: number;
  /** The first wait after a refusal; each further one doubles, capped at `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** [0, 1): the share of each wait actually slept, so that refused senders spread out. */
  random: () => number;
  /** What the deadline is measured on, and what waits: how many tries fit depends on them alone. */
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
}

/** The clock and sleeper a deployed sender paces itself by: the system's time, real waits. */
export const REAL_TIME: Pick<RatePacing, 'clock' | 'sleep'> = {
  clock: systemClock,
  sleep: (ms) => setTimeout(ms),
};

export async function sendWithinRate<T>(
  send: () => Promise<T>,
  refusedForRate: (error: unknown) => boolean,
  pacing: RatePacing,
): Promise<T> {
  const startedAt = pacing.clock.now().getTime();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const wait = Math.min(pacing.maxBackoffMs, pacing.backoffMs * 2 ** attempt) * pacing.random();
      const elapsed = pacing.clock.now().getTime() - startedAt;
      if (!refusedForRate(error) || elapsed + wait > pacing.giveUpAfterMs) throw error;
      await pacing.sleep(wait);
    }
  }
}
