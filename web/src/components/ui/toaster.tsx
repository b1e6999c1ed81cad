import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '@/lib/toaster-gate';

/**
 * docs/product.md section 9: one toast at a time, auto-dismissed after 5000 ms. Pages show toasts with the
 * helpers in lib/notify.ts and never configure timing themselves.
 */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  // Sonner subscribes in its own effect, which runs before this parent's: from here on toasts show.
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      closeButton
      // Sonner's rich colours put green text on pale green below 4.5:1; a coloured edge marks the kind instead.
      toastOptions={{
        classNames: {
          description: 'text-sm',
          error: 'border-l-4! border-l-destructive!',
          success: 'border-l-4! border-l-green-700!',
        },
      }}
    />
  );
}

// Default export for React.lazy (DeferredToaster).
export default Toaster;
