// clsx, not cn: the boot screen draws this spinner, and cn's tailwind-merge (27 KB) would join the
// entry chunk every page waits for; nothing passed here overrides `inline-flex`.
import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';

/** A loading indicator screen readers announce as "Loading". */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={clsx('inline-flex', className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
    </span>
  );
}

/**
 * The spec's centred spinner while a whole screen (the auth state, a lazy page) loads. `fillScreen`
 * for a page that will be taller than the screen: the footer stays below the fold until the page
 * is drawn instead of being pushed down by it (a layout shift Lighthouse counts against the page).
 */
export function PageSpinner({ label, fillScreen = false }: { label?: string; fillScreen?: boolean }) {
  return (
    <div className={clsx('flex items-center justify-center', fillScreen ? 'min-h-svh' : 'min-h-[60vh]')}>
      <Spinner label={label} />
    </div>
  );
}
