import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * Browser journeys in real Chromium against the real local server. One file at a time:
 * the machine has two cores and every file shares the one server the global setup starts.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/csp-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
