import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The local server (functions/local) serves web/dist and answers /api and /sms on port 3000; in
// `vite dev` the same paths are proxied there so the session cookie stays first-party.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': `${webRoot}src` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle benchmark (scripts/bench/web-bundles.bench.ts) reads each route's first-load
    // chunks from the manifest.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/sms': apiServer,
    },
  },
});
