import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A diagnostic GET (spec section 3's shapes), cached under its path like every other query. */
export function useDiagnostic<T>(path: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [path], queryFn: () => apiRequest<T>('GET', path), ...options });
}
