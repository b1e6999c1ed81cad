import type { User } from '@lienclock/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A 401 from GET /api/auth/user means "no one is signed in", not a failure (spec section 7). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiRequest<User>('GET', queryKeys.user[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

export function useAuth(): AuthState {
  const { data, isLoading } = useQuery({
    queryKey: queryKeys.user,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
