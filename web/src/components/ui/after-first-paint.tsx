import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws its children once the screen's first content has been painted, as an interruptible update:
 * what sits below a page's first screen (its data fetched, its code loaded) then neither delays
 * that paint nor holds the main thread in one long task (Lighthouse's LCP and TBT).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame is painted after its animation frame callbacks; a task queued there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
