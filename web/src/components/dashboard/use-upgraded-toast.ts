import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notifySuccess } from '@/lib/notify';

/** docs/product.md section 9: the upgrade toast shows after 1 s (and stays the toaster's standard 5 s). */
export const UPGRADED_TOAST_DELAY_MS = 1000;

/** After payment the app lands on /?upgraded=true: drop the flag from the URL, then celebrate. */
export function useUpgradedToast(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const upgraded = searchParams.get('upgraded') === 'true';
  // Removing the flag re-renders with upgraded false; the timer must outlive that, not the page.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!upgraded) return;
    setSearchParams(
      (params) => {
        params.delete('upgraded');
        return params;
      },
      { replace: true },
    );
    timer.current = setTimeout(
      () =>
        notifySuccess({
          title: 'Upgrade Successful!',
          description: 'Your new plan is active. Enjoy your added projects and alerts.',
        }),
      UPGRADED_TOAST_DELAY_MS,
    );
  }, [upgraded, setSearchParams]);
}
