import { Toaster as Sonner } from 'sonner';

/**
 * Spec section 9: one toast at a time, auto-dismissed after 5000 ms. Pages call `toast` from
 * 'sonner' (or the helpers in lib/notify.ts) and never configure timing themselves.
 */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      closeButton
      richColors
      toastOptions={{ classNames: { description: 'text-sm' } }}
    />
  );
}
