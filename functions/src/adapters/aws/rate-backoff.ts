/**
 * Sending within a provider's rate from many Lambdas at once, none of which sees the others: a call
 * the provider refuses for its rate is tried again after a back-off with full jitter, doubling up
 * to a cap, until a deadline inside deliver-alert's 30-second timeout
 * (https://docs.aws.amazon.com/general/latest/gr/api-retries.html). A refusal for the rate means the
 * message was not taken, so trying again cannot double it. Past the deadline the refusal fails the
 * message, which deliver-alert records and its invoker retries.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface RatePacing {
  /** No new attempt starts after this long. */
  giveUpAfterMs: number;
  /** The first wait after a refusal; each further one doubles, capped at `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** [0, 1): the share of each wait actually slept, so that refused senders spread out. */
  random: () => number;
}

export async function sendWithinRate<T>(
  send: () => Promise<T>,
  refusedForRate: (error: unknown) => boolean,
  pacing: RatePacing,
): Promise<T> {
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const wait = Math.min(pacing.maxBackoffMs, pacing.backoffMs * 2 ** attempt) * pacing.random();
      if (!refusedForRate(error) || Date.now() + wait - startedAt > pacing.giveUpAfterMs) throw error;
      await sleep(wait);
    }
  }
}
