import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md section 9: no retries, no refetch interval, no refetch on focus, data never stale by
 * default; the user and dashboard queries opt back in (hooks/use-auth.ts, hooks/use-dashboard.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
