import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A key like ['/api/projects', id] is the path '/api/projects/<id>'. */
const getByKey: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.map(String).join('/'));

/**
 * Spec section 9: no retries, no refetch interval, no refetch on focus, data never stale by
 * default; the user and dashboard queries opt back in (hooks/use-auth.ts, hooks/use-dashboard.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByKey,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
