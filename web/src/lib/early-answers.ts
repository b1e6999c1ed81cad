/**
 * The API answers index.html's first-load script asked for before the app arrived
 * (web/first-load/start.js): who is signed in and the page's first data, started beside the
 * JavaScript rather than after it. The API client takes each one once, in place of its own GET.
 */

interface EarlyAnswers {
  /** performance.now() when the script asked. */
  startedAt: number;
  answers: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    lienminderEarlyAnswers?: EarlyAnswers;
  }
}

/**
 * An answer this old was meant for a first render that did not ask (another screen showed): a
 * later GET fetches afresh rather than take data that may have changed since.
 */
const FRESH_FOR_MS = 10_000;

/** The early answer to GET `url`, once; undefined when none was asked or it is no longer fresh. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const early = window.lienminderEarlyAnswers;
  if (!early) return undefined;
  const answer = early.answers[url];
  delete early.answers[url];
  return answer && performance.now() - early.startedAt < FRESH_FOR_MS ? answer : undefined;
}

/** A change (any non-GET call) may make every early answer stale: none is taken after it. */
export function forgetEarlyAnswers(): void {
  window.lienminderEarlyAnswers = undefined;
}
