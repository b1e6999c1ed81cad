import { type Clock, systemClock } from '#ports/clock';

/** The local runtime's clock: real time, shifted by `POST /api/dev/clock` for tests and demos. */
export interface MovableClock extends Clock {
  /** From now on `now()` reads `instant` plus the real time elapsed since this call. */
  moveTo(instant: Date): void;
}

export function movableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    moveTo(instant) {
      offsetMs = instant.getTime() - base.now().getTime();
    },
  };
}

/** One per local process: the app, the local scheduler and the dev routes read the same time. */
export const localClock = movableClock();
