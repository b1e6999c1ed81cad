import '@testing-library/jest-dom/vitest';
import { SESSION_HINT_COOKIE } from '@lienminder/shared';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; this project keeps them off. Sonner
// keeps its toasts in a module store and replays the active ones to the next Toaster that mounts:
// dismiss them, or a slow test's toast shows up in the next test.
afterEach(() => {
  cleanup();
  toast.dismiss();
  endTimersOfTheTest();
});

// A test's timers end with it. A page can schedule a navigation (the 100 ms after a sign-in, docs/product.md
// section 9) that outlives its unmounting, and the window is the next test's too (and, with the
// files sharing their worker, the next file's): after a sign-in test, its timer took the next test
// from /login to / under load. setTimeout is wrapped once per worker, since the files share it.
interface TestTimers {
  pending: Set<ReturnType<typeof setTimeout>>;
  cancel: typeof clearTimeout;
}
const TEST_TIMERS = Symbol.for('lienminder.test-timers');
const timersOf = (scope: typeof globalThis) =>
  (scope as unknown as Record<symbol, TestTimers | undefined>)[TEST_TIMERS];
if (!timersOf(globalThis)) {
  const { setTimeout: schedule, clearTimeout: cancel } = globalThis;
  const pending = new Set<ReturnType<typeof setTimeout>>();
  Object.assign(globalThis, {
    [TEST_TIMERS]: { pending, cancel } satisfies TestTimers,
    setTimeout: (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = schedule(() => {
        pending.delete(timer);
        callback(...args);
      }, ms);
      pending.add(timer);
      return timer;
    },
  });
}
function endTimersOfTheTest() {
  const timers = timersOf(globalThis);
  for (const timer of timers?.pending ?? []) timers?.cancel(timer);
  timers?.pending.clear();
}

// Screens start in a browser that holds the session hint (as after any sign-in), so the app asks the
// (stubbed) server who is signed in; the tests of the hint itself remove it.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this stands in for the server's Set-Cookie
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
});

// Pages are lazy chunks; the first import of one in a test file takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Radix and sonner probe; inert stand-ins are enough for behaviour tests.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
// Sonner captures the pointer when a toast is pressed (to swipe it away), as on an Undo click.
Element.prototype.setPointerCapture ??= () => {};
// A failed save scrolls its first field in error into view (hooks/use-focus-first-error.ts).
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
