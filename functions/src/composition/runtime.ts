/** What every function has: the validated environment, the time and new ids. */

import { type AppConfig, getConfig } from '#src/config';
import { type Clock, systemClock } from '#src/ports/clock';
import { type IdGenerator, randomIds } from '#src/ports/ids';
import type { Part } from './scope';

export const config: Part<AppConfig> = { build: () => getConfig() };

/**
 * The system's time. Locally time can be moved (POST /api/dev/clock) so alerts can be watched
 * firing: that clock is the local runtime's, which the app hands over (functions/local/app.ts).
 */
export const clock: Part<Clock> = { build: () => systemClock };

export const ids: Part<IdGenerator> = { build: () => randomIds };
