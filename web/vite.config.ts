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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The page frame every screen draws (layout, buttons, cards, class merging): one chunk
              // instead of a dozen small ones, which gzip as a whole (about 2 KB less on the landing page).
              name: 'shell',
              test: /web[\\/]src[\\/](components[\\/](layout[\\/](app-shell|nav-bar|nav-links|contact-us|site-footer)|ui[\\/](button|card|badge|app-link|deferred-toaster))|lib[\\/](cn|notify|toaster-gate|support))|node_modules[\\/](tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The landing page's sections, for the landing screen and the app's landing route.
              name: 'landing',
              test: /web[\\/]src[\\/]components[\\/](landing|plans)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // What the boot screen shares with every page: React and the icon base of its spinner.
              name: 'boot',
              test: /node_modules[\\/](react[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context))/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/sms': apiServer,
    },
  },
});
