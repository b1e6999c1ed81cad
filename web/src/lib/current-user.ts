import type { User } from '@lienminder/shared';
import { ApiError, answer, api } from './api-client';
import { maySessionExist } from './session-hint';

/**
 * A 401 from GET /api/auth/user means "no one is signed in", not a failure (docs/product.md section 7). Without
 * the session hint the browser already knows that, and does not ask.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!maySessionExist()) return null;
  try {
    return await answer(api.GET('/api/auth/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

let askedEarly: Promise<User | null> | undefined;

/**
 * Asks who is signed in before React's first render (main.tsx), so the answer travels while React
 * starts and draws the spinner instead of after (one step less before a signed-in page shows).
 */
export function askCurrentUserEarly(): void {
  askedEarly = fetchCurrentUser();
  // Boot takes the answer, failure included; until it does, a failure is not an unhandled one.
  askedEarly.catch(() => {});
}

/** The early question's answer, once (a later call asks again), or a new question if none was asked. */
export function firstCurrentUser(): Promise<User | null> {
  const answer = askedEarly ?? fetchCurrentUser();
  askedEarly = undefined;
  return answer;
}
