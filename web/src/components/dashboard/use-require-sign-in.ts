import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { TOASTS } from '@/lib/toast-messages';

/** docs/product.md section 9: /login follows 1.5 s after the toast on the dashboard, 1 s on the project form. */
export const SIGN_IN_REDIRECT_MS = { dashboard: 1500, projectForm: 1000 } as const;

/**
 * 'Please Sign In' then /login (docs/product.md section 8) once `signedOut` turns true. The route table keeps
 * signed-out visitors away from these screens; this covers a session that ends while one is open.
 */
export function useRequireSignIn(signedOut: boolean, delayMs: number): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedOut) return;
    notifyError(TOASTS.pleaseSignIn);
    setTimeout(() => {
      // Forgetting the user switches the route table to the signed-out set, where /login exists.
      queryClient.setQueryData(queryKeys.user, null);
      navigate('/login');
    }, delayMs);
  }, [signedOut, navigate, queryClient, delayMs]);
}
