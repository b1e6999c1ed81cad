import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, onToasterWanted } from '@/lib/toaster-gate';

const Toaster = lazy(() => import('./toaster'));

/** Loads and mounts the toaster only when the first toast is asked for (see lib/toaster-gate.ts). */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
