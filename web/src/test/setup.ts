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
});

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
