import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root: webRoot,
  plugins: [react()],
  resolve: { alias: { '@': `${webRoot}src` } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Files run one after another in a worker that keeps its loaded modules (React, Radix, the
    // pages), instead of loading them afresh for each of the 34 files: the project took 218 s of
    // CPU isolated and 94 s so. Each file still gets a new jsdom and runs the setup file, which
    // cleans up after every test (rendered trees, toasts); no file mocks a module.
    isolate: false,
    // Typing into forms through user-event is slow on the two shared cores.
    testTimeout: 20_000,
  },
});
