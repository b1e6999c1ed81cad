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
 * The spec's centred spinner while a whole screen (the auth state, a lazy page) loads. The footer
 * stays below the fold meanwhile: the app shell's page area is a screen tall (app-shell.tsx).
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
