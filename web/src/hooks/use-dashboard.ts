import { useQuery } from '@tanstack/react-query';
import { answer, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboard: fresh for 30 s and refetched on focus (docs/product.md section 7). */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => answer(api.GET('/api/dashboard')),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
