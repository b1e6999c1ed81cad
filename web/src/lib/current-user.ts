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
