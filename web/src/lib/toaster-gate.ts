/**
 * Toasts before a toaster exists would be lost, and no page should download the toast library
 * until it has something to say (first-load JavaScript budgets: landing 90 KB, dashboard 160 KB
 * gzip). The gate: `notify` asks for a toaster and waits until one is on screen; the landing page
 * and the app mount one only when asked (DeferredToaster).
 */
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
let wanted = false;
const listeners = new Set<() => void>();

/** Called by the Toaster once it listens for toasts. */
export function toasterMounted(): void {
  markReady();
}

export function whenToasterReady(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
