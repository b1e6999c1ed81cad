import { StoreUnavailable } from '#src/errors';
import { log } from '#src/log';
import type { StoreHealth } from '#src/ports/store-health';

/** A load balancer or monitor gives up long before a Lambda timeout; so do we. */
export const HEALTH_TIMEOUT_MS = 3000;

export async function checkHealth(deps: { storeHealth: StoreHealth }): Promise<{ status: 'ok' }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([deps.storeHealth.ping(), timeout]);
    return { status: 'ok' };
  } catch (error) {
    log.warn('Health check: the store did not answer', { error });
    throw new StoreUnavailable();
  } finally {
    clearTimeout(timer);
  }
}
