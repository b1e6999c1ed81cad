import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from './api-client';
import { notifyError } from './notify';
import { queryKeys } from './query-keys';
import { TOASTS, type ToastText } from './toast-messages';

/** docs/product.md section 9: after losing the session on a save or delete, /login follows in 0.5 s. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** docs/product.md section 8: "Any 401 or 'Authentication required'". */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && /^401: |Authentication required/.test(error.message);
}

/**
 * Returns the spec's 401 handler: toast 'Unauthorized', forget the cached user (so the route table
 * switches to the signed-out set and /login exists), then go to /login after 500 ms.
 */
export function useUnauthorizedRedirect(): (text?: ToastText) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (text: ToastText = TOASTS.unauthorized) => {
      notifyError(text);
      setTimeout(() => {
        queryClient.setQueryData(queryKeys.user, null);
        navigate('/login');
      }, UNAUTHORIZED_REDIRECT_MS);
    },
    [navigate, queryClient],
  );
}
