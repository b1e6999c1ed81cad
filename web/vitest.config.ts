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
    // Typing into forms through user-event is slow on the two shared cores.
    testTimeout: 20_000,
  },
});
