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
    // The files run one after another in one worker that keeps its loaded modules (playwright-core,
    // axe, the helpers), instead of a new process loading them for each of the 20 files: 6 files
    // took 41 s of CPU isolated and 32 s so. Each file still runs the setup file and opens its own
    // browser contexts; no file mocks a module or changes the environment.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
