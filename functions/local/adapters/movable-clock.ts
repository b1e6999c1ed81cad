import { type Clock, systemClock } from '#src/ports/clock';

/** The local runtime's clock: real time, shifted by `POST /api/dev/clock` for tests and demos. */
export interface MovableClock extends Clock {
  /** From now on `now()` reads `instant` plus the time `base` says has passed since this call. */
  moveTo(instant: Date): void;
  /**
   * Reads `base` from now on, unmoved: a test gives a clock that stands still, so a move to one
   * second before an alert stays there however long the move's own work takes.
   */
  runOn(base: Clock): void;
  /** Whether it reads other than the real time: moved, or running on a test's clock. */
  isMoved(): boolean;
}

/** How near the real time a move may land and still count as giving the real time back. */
const BACK_TO_REAL_TIME_MS = 60_000;

export function movableClock(initialBase: Clock = systemClock): MovableClock {
  let base = initialBase;
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    moveTo(instant) {
      const offset = instant.getTime() - base.now().getTime();
      // A move back to the real time is sent as "now" from elsewhere and arrives milliseconds late:
      // that is the real time again, unmoved, so the pages count days on their own clock once more.
      offsetMs = Math.abs(offset) < BACK_TO_REAL_TIME_MS ? 0 : offset;
    },
    runOn(nextBase) {
      base = nextBase;
      offsetMs = 0;
    },
    isMoved: () => offsetMs !== 0 || base !== systemClock,
  };
}

/** One per local process: the app, the local scheduler and the dev routes read the same time. */
export const localClock = movableClock();
