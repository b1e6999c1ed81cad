import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@/lib/query-keys';

/** Spec section 9: after sign-in or registration the app goes to / after about 100 ms. */
export const AFTER_SIGN_IN_REDIRECT_MS = 100;

/**
 * What follows a successful sign-in or registration (spec section 4): refetch the user and the
 * dashboard, then go to /.
 */
export function useSignedIn(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    setTimeout(() => navigate('/', { replace: true }), AFTER_SIGN_IN_REDIRECT_MS);
  }, [queryClient, navigate]);
}
