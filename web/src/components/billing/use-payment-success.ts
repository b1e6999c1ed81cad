import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { TOASTS } from '@/lib/toast-messages';

/** docs/product.md section 9: after a successful payment the dashboard follows in 2 s, at /?upgraded=true. */
export const AFTER_PAYMENT_REDIRECT_MS = 2000;

/** What every successful payment does: fresh plan and limits, a toast, then the dashboard. */
export function usePaymentSuccess(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    notifySuccess(TOASTS.paymentSucceeded, 'Taking you to your dashboard...');
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      navigate('/?upgraded=true');
    }, AFTER_PAYMENT_REDIRECT_MS);
  }, [navigate, queryClient]);
}
