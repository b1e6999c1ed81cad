import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

// Every journey runs under the production Content-Security-Policy: a blocked script, style, frame
// or request fails the test that caused it.
afterEach(() => {
  expect(takeCspViolations(), 'Content Security Policy violations').toEqual([]);
});
