/** Time is injected so tests can stand on any day; nothing else reads the system clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
