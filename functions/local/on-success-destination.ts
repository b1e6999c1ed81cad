/**
 * The local stand-in for a Lambda on-success destination with `responseOnly` (docs/decisions/007):
 * once a function has returned, the destination function is invoked with what it returned, as
 * JSON. Like Lambda's asynchronous invocation of the destination, a failed one is tried twice more
 * and then given up (logged as an error; in AWS it goes to the alert dead-letter queue), and it
 * never fails the invocation that succeeded.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { log } from '#src/log';

/** Lambda's retries of a failed asynchronous invocation. */
export const DESTINATION_RETRY_ATTEMPTS = 2;
/**
 * Lambda waits about a minute, then two. Locally the waits are seconds, and awaited, so that
 * `POST /api/dev/clock` answers once delivery has settled.
 */
const DEFAULT_RETRY_DELAY_MS = 1_000;

export interface OnSuccessDestinationOptions {
  /** The destination function's name, for the log. */
  destinationName: string;
  /** The first retry's wait; each further retry waits one more of it. */
  retryDelayMs?: number;
}

export function withOnSuccessDestination<Event>(
  invoke: (event: Event) => Promise<unknown>,
  destination: (result: unknown) => Promise<unknown>,
  options: OnSuccessDestinationOptions,
): (event: Event) => Promise<unknown> {
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  return async (event) => {
    const result = await invoke(event);
    // The destination receives the result as Lambda serialises it: JSON, `null` for nothing.
    const response: unknown = result === undefined ? null : JSON.parse(JSON.stringify(result));
    for (let attempt = 1; ; attempt += 1) {
      try {
        await destination(response);
        break;
      } catch (error) {
        const fields = { destination: options.destinationName, attempt, error };
        if (attempt > DESTINATION_RETRY_ATTEMPTS) {
          log.error('Destination invocation failed after every retry: given up', { ...fields, response });
          break;
        }
        log.warn('Destination invocation failed: retrying', fields);
        await sleep(retryDelayMs * attempt);
      }
    }
    return result;
  };
}
