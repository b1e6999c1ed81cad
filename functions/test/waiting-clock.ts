import type { Clock } from '#src/ports/clock';

/**
 * A clock that moves only when the code under test sleeps, and a sleeper that moves it at once: a
 * back-off's count of tries before its deadline then depends on the waits alone, not on how fast
 * the machine answers in between. `slept` lists each wait asked for, in order.
 */
export function waitingClock(): { clock: Clock; sleep: (ms: number) => Promise<void>; slept: number[] } {
  let nowMs = Date.parse('2026-05-09T13:00:00.000Z');
  const slept: number[] = [];
  return {
    clock: { now: () => new Date(nowMs) },
    sleep: async (ms) => {
      slept.push(ms);
      nowMs += ms;
    },
    slept,
  };
}
