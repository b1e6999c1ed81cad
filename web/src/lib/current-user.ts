import type { User } from '@lienminder/shared';
import { ApiError, apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** A 401 from GET /api/auth/user means "no one is signed in", not a failure (spec section 7). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiRequest<User>('GET', queryKeys.user[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
