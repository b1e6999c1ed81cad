import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; this project keeps them off.
afterEach(() => cleanup());

// Pages are lazy chunks; the first import of one in a test file takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Radix and sonner probe; inert stand-ins are enough for behaviour tests.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
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
