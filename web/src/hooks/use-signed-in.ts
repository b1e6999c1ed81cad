import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryKeys } from '@/lib/query-keys';
import { returnToOf } from '@/lib/return-to';

/** docs/product.md section 9: after sign-in or registration the app goes to / after about 100 ms. */
export const AFTER_SIGN_IN_REDIRECT_MS = 100;

/**
 * What follows a successful sign-in or registration (docs/product.md section 4): refetch the user and the
 * dashboard, then go to / or, when a signed-out visitor was sent to sign in from a page (a
 * project an alert links to), back to that page.
 */
export function useSignedIn(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().state);
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    setTimeout(() => navigate(returnTo, { replace: true }), AFTER_SIGN_IN_REDIRECT_MS);
  }, [queryClient, navigate, returnTo]);
}
