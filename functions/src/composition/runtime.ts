/** What every function has: the validated environment, the time and new ids. */
import { type Clock, systemClock } from '#ports/clock';
import { type IdGenerator, randomIds } from '#ports/ids';
import { localClock } from '../../local/adapters/movable-clock';
import { type AppConfig, getConfig } from '../config';
import type { Part } from './scope';

export const config: Part<AppConfig> = { build: () => getConfig() };

/** Locally, time can be moved (POST /api/dev/clock) so alerts can be watched firing. */
export const clock: Part<Clock> = {
  build: (use) => (use(config).runtime === 'local' ? localClock : systemClock),
};

export const ids: Part<IdGenerator> = { build: () => randomIds };
