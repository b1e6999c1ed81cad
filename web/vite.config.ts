import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoad } from './first-load/plugin.ts';
import { precompress } from './precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The local server (functions/local) serves web/dist and answers /api and /sms on port 3000; in
// `vite dev` the same paths are proxied there so the session cookie stays first-party.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), firstLoad(), precompress()],
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
              // The page frame every screen draws (layout, buttons, cards, class merging, the nav bar's
              // and contact links' icons) and the few small modules the landing page shares with the
              // app (plans, copying a text, its icons): one chunk instead of a dozen small ones, which
              // gzip as a whole (about 2 KB less on the landing page).
              name: 'shell',
              test: /web[\\/]src[\\/](components[\\/](layout[\\/](app-shell|nav-bar|nav-links|contact-us|site-footer)|ui[\\/](button|card|badge|app-link|deferred-toaster))|lib[\\/](cn|notify|toaster-gate|support|copy-text|words))|shared[\\/]src[\\/](support|team|plans)\.ts$|node_modules[\\/]((tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](clock|log-out|menu|x|copy|mail|check|circle-check|calendar-clock|scale|bell-ring|shield-check)\.mjs$)/,
              includeDependenciesRecursively: false,
            },
            {
              // The landing page's sections, for the landing screen and the app's landing route.
              name: 'landing',
              test: /web[\\/]src[\\/]components[\\/](landing|plans)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // What every page of the app needs beside the page itself: the router, server state,
              // the signed-in check, toasts' texts and the form field primitives (the password input
              // too: the dashboard's calendar feed asks for the current password, and in the forms
              // chunk it would pull the whole form library into the dashboard's first load), and the
              // signed-in pages' smallest shared parts (query keys, the sign-in redirect, load
              // failures, date formats, the select, textarea and checkbox fields, the on-demand
              // dialogs' opener, a few API calls: a few hundred bytes each, needing nothing outside
              // these groups, no icon and not the form library). One chunk instead of twenty: on a
              // phone's link each extra request is another round trip before the page.
              name: 'app',
              test: /web[\\/]src[\\/](hooks[\\/](use-auth|use-signed-in|use-dashboard|use-focus-first-error|use-open-at-anchor)|lib[\\/](toast-messages|query-keys|return-to|unauthorized|pending-sms-opt-in|documents-api|account-api|download-file)|components[\\/](ui[\\/](label|input|field|password-input|current-password-field|load-failure|textarea|textarea-field|phone-input|skeleton|checkbox|checkbox-field|dialog-on-demand)|dashboard[\\/]use-require-sign-in|deadlines[\\/](format-local-date|use-deadline-done)|documents[\\/]fact-labels|project-form[\\/](form-section|select-field)|alert-history[\\/]alert-time))\.tsx?$|shared[\\/]src[\\/](messages|calendar[\\/]local-date|sms-consent|domain|us-area-codes|deadlines[\\/]urgency|documents[\\/]missing-facts)\.ts$|node_modules[\\/](react-router|@tanstack|@radix-ui[\\/]react-(label|primitive))[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]eye(-off)?\.mjs$/,
              includeDependenciesRecursively: false,
            },
            {
              // The sign-in family's forms: validation (react-hook-form, zod and the shared schemas)
              // and the auth card, for /login, /register and the password pages; and the few hundred
              // bytes every phone field adds to it (the US-only rule, the SMS schemas, the project
              // form's phone field), which were three more requests before the project form.
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|shared[\\/]src[\\/](schemas[\\/](auth|fields|zod-config|textable-phone|sms)|phone)\.ts$|web[\\/]src[\\/]components[\\/](auth[\\/]auth-card|project-form[\\/]phone-field)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            {
              // A deadline as every signed-in page draws it (its card, urgency, statute link, the
              // engine for the status badge and the pending items), the saved project's loader and
              // its deadline list, the plan gate on documents, the received papers' labels: the
              // dashboard, the project page and the project form share them all, and they were nine
              // requests of a few KB each.
              name: 'deadlines',
              test: /web[\\/]src[\\/]components[\\/](deadlines[\\/](now-context|deadline-item|urgency-badge|statute-link|pending-deadline-item|deadline-done-button)|dashboard[\\/](project-status-badge|project-facts)|billing[\\/]plan-gate|project-form[\\/](project-deadlines|received-events)|project-page[\\/]saved-project)\.tsx?$|shared[\\/]src[\\/](project-pages|calendar[\\/]florida-holidays|deadlines[\\/](types|statutes|deadline-names|deadline-descriptions|lien-clock|lienor-roles|engine))\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // Radix's state and presence helpers, which every dialog needs: one chunk rather than a
              // few small ones on a dialog's first opening.
              name: 'controls',
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(context|use-layout-effect|use-effect-event|use-controllable-state|presence))[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The diagnostic pages' parts (steps, results, pending lists, the SMS message field).
              name: 'diagnostics',
              test: /web[\\/]src[\\/]components[\\/]diagnostics[\\/]|shared[\\/]src[\\/]schemas[\\/]diagnostics\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // The icons of the signed-in pages, a few hundred bytes each: one chunk instead of one
              // request each (the project form's first load was 39 requests, 5 of them icons). They
              // need only the icon base (the boot chunk), so the chunk pulls in nothing else. The boot
              // spinner's own icon stays in the entry, or every first load would fetch them all.
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!loader-circle)/,
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
