import { SERVER_NOW_HEADER } from '@lienminder/shared';

/** How far the server's clock is from this browser's: 0 unless the server says it was moved. */
let offsetMs = 0;

/**
 * Reads the server's clock off an API answer (shared/src/server-clock.ts): the local server, its
 * clock moved for a test or a demo, tells its instant, and the pages count days from it as its
 * alerts and emails do. An answer without it (every deployed one) means the real time.
 */
export function readServerClock(response: Response): void {
  const told = Date.parse(response.headers.get(SERVER_NOW_HEADER) ?? '');
  offsetMs = Number.isFinite(told) ? told - Date.now() : 0;
}

/** Now, on the server's clock. */
export const serverNow = (): Date => new Date(Date.now() + offsetMs);
