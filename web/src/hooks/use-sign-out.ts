import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { answer, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** docs/product.md section 4: logout calls the server, then goes to / even if the call failed. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await answer(api.POST('/api/auth/logout'));
    } catch (error) {
      console.error('Logout request failed; signing out locally anyway', error);
    }
    queryClient.setQueryData(queryKeys.user, null);
    queryClient.removeQueries({ queryKey: queryKeys.dashboard });
    queryClient.removeQueries({ queryKey: queryKeys.projects });
    navigate('/');
  }, [queryClient, navigate]);
}
