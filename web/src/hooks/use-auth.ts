import type { User } from '@lienminder/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** The signed-in user: fresh for 60 s and refetched on window focus (docs/product.md section 7). */
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
